import { MessageSchema, UploadedFileSchema, UserSchema } from '@waymark/domain';
import type { NotificationChannel, NotificationGroup, Profile, User } from '@waymark/domain';
import { api, uploadFile } from '@/lib/api-client.ts';

/** The account calls of spec 1 §7, one fetcher each. Session calls live in lib/session. */

function formOf(fields: Record<string, string | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  return form;
}

/** POST activate (form: code). Without a login, the email kept from registration says whose code it is. */
export function activateAccount({
  code,
  email,
}: {
  code: string;
  email?: string | undefined;
}): Promise<User> {
  return api('activate', { form: formOf({ code, email }), schema: UserSchema });
}

export function resendActivationCode(email: string): Promise<string> {
  return api('activate/resend', { json: { email }, schema: MessageSchema }).then((answer) => answer.message);
}

/** PUT user with the profile fields (JSON). */
export function saveProfile(profile: Profile): Promise<User> {
  return api('user', { method: 'PUT', json: profile, schema: UserSchema });
}

/** POST update-password (form: newpassword, repassword). */
export function changePassword(passwords: { newpassword: string; repassword: string }): Promise<User> {
  return api('update-password', { form: formOf(passwords), schema: UserSchema });
}

export function notificationFieldName(group: NotificationGroup, channel: NotificationChannel): string {
  return `${group}.${channel}`;
}

/** POST toggle-alert (form: toggledFieldName, toggledFieldValue 1 or 0). */
export function toggleNotification(
  group: NotificationGroup,
  channel: NotificationChannel,
  on: boolean,
): Promise<User> {
  return api('toggle-alert', {
    form: formOf({
      toggledFieldName: notificationFieldName(group, channel),
      toggledFieldValue: on ? '1' : '0',
    }),
    schema: UserSchema,
  });
}

/** POST forgot-password; the answer's message is shown as it is. */
export function requestPasswordReset(email: string): Promise<string> {
  return api('forgot-password', { json: { email }, schema: MessageSchema }).then((answer) => answer.message);
}

export function resetPassword(reset: { password: string; token: string }): Promise<string> {
  return api('reset-password', { json: reset, schema: MessageSchema }).then((answer) => answer.message);
}

/** POST user/email/confirm with the token from the link mailed to the new address. */
export function confirmEmailChange(token: string): Promise<string> {
  return api('user/email/confirm', { json: { token }, schema: MessageSchema }).then(
    (answer) => answer.message,
  );
}

export function deleteAccount(): Promise<void> {
  return api<void>('user', { method: 'DELETE' });
}

/** POST upload (multipart: file), with progress from 0 to 1. */
export function uploadPortrait(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  return uploadFile('upload', file, { schema: UploadedFileSchema, onProgress, signal });
}
