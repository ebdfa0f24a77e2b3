import { MessageSchema, UploadedFileSchema, UserSchema } from '@waymark/domain';
import type { NotificationChannel, NotificationGroup, User } from '@waymark/domain';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, uploadFile } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/mutation-config.ts';

/**
 * The account calls of spec 1 §7, each as a fetcher, a `…MutationOptions` factory that owns its
 * key, and a `use…` hook a form takes its pending state and failure from (STYLE habit 5).
 * Session calls live in lib/session.
 */

function formOf(fields: Record<string, string | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  return form;
}

// ---------------------------------------------------------------- POST activate

type Activation = { code: string; email?: string | undefined };

/** POST activate (form: code). Without a login, the email kept from registration says whose code it is. */
export function activateAccount({ code, email }: Activation): Promise<User> {
  return api('activate', { form: formOf({ code, email }), schema: UserSchema });
}

export function activateAccountMutationOptions() {
  return mutationOptions({ mutationKey: ['account', 'activate'], mutationFn: activateAccount });
}

export function useActivateAccount(config: MutationConfig<User, Activation> = {}) {
  return useMutation({ ...activateAccountMutationOptions(), ...config });
}

// ---------------------------------------------------------------- POST activate/resend

export function resendActivationCode(email: string): Promise<string> {
  return api('activate/resend', { json: { email }, schema: MessageSchema }).then((answer) => answer.message);
}

export function resendActivationCodeMutationOptions() {
  return mutationOptions({
    mutationKey: ['account', 'activate', 'resend'],
    mutationFn: resendActivationCode,
  });
}

export function useResendActivationCode(config: MutationConfig<string, string> = {}) {
  return useMutation({ ...resendActivationCodeMutationOptions(), ...config });
}

// ---------------------------------------------------------------- POST update-password

type PasswordChange = { newpassword: string; repassword: string };

/** POST update-password (form: newpassword, repassword). */
export function changePassword(passwords: PasswordChange): Promise<User> {
  return api('update-password', { form: formOf(passwords), schema: UserSchema });
}

export function changePasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['account', 'password'], mutationFn: changePassword });
}

export function useChangePassword(config: MutationConfig<User, PasswordChange> = {}) {
  return useMutation({ ...changePasswordMutationOptions(), ...config });
}

// ---------------------------------------------------------------- POST toggle-alert

export type NotificationToggle = { group: NotificationGroup; channel: NotificationChannel; on: boolean };

export function notificationFieldName(group: NotificationGroup, channel: NotificationChannel): string {
  return `${group}.${channel}`;
}

/** POST toggle-alert (form: toggledFieldName, toggledFieldValue 1 or 0). */
export function toggleNotification({ group, channel, on }: NotificationToggle): Promise<User> {
  return api('toggle-alert', {
    form: formOf({
      toggledFieldName: notificationFieldName(group, channel),
      toggledFieldValue: on ? '1' : '0',
    }),
    schema: UserSchema,
  });
}

export function toggleNotificationMutationOptions() {
  return mutationOptions({ mutationKey: ['account', 'notifications'], mutationFn: toggleNotification });
}

export function useToggleNotification(config: MutationConfig<User, NotificationToggle> = {}) {
  return useMutation({ ...toggleNotificationMutationOptions(), ...config });
}

// ---------------------------------------------------------------- POST forgot-password

/** POST forgot-password; the answer's message is shown as it is. */
export function requestPasswordReset(email: string): Promise<string> {
  return api('forgot-password', { json: { email }, schema: MessageSchema }).then((answer) => answer.message);
}

export function requestPasswordResetMutationOptions() {
  return mutationOptions({ mutationKey: ['account', 'forgot-password'], mutationFn: requestPasswordReset });
}

export function useRequestPasswordReset(config: MutationConfig<string, string> = {}) {
  return useMutation({ ...requestPasswordResetMutationOptions(), ...config });
}

// ---------------------------------------------------------------- POST reset-password

type PasswordReset = { password: string; token: string };

export function resetPassword(reset: PasswordReset): Promise<string> {
  return api('reset-password', { json: reset, schema: MessageSchema }).then((answer) => answer.message);
}

export function resetPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['account', 'reset-password'], mutationFn: resetPassword });
}

export function useResetPassword(config: MutationConfig<string, PasswordReset> = {}) {
  return useMutation({ ...resetPasswordMutationOptions(), ...config });
}

// ---------------------------------------------------------------- POST user/email/confirm

/** POST user/email/confirm with the token from the link mailed to the new address. */
export function confirmEmailChange(token: string): Promise<string> {
  return api('user/email/confirm', { json: { token }, schema: MessageSchema }).then(
    (answer) => answer.message,
  );
}

export function confirmEmailChangeMutationOptions() {
  return mutationOptions({ mutationKey: ['account', 'email', 'confirm'], mutationFn: confirmEmailChange });
}

export function useConfirmEmailChange(config: MutationConfig<string, string> = {}) {
  return useMutation({ ...confirmEmailChangeMutationOptions(), ...config });
}

// ---------------------------------------------------------------- DELETE user

export function deleteAccount(): Promise<void> {
  return api<void>('user', { method: 'DELETE' });
}

export function deleteAccountMutationOptions() {
  return mutationOptions({ mutationKey: ['account', 'delete'], mutationFn: deleteAccount });
}

export function useDeleteAccount(config: MutationConfig<void, void> = {}) {
  return useMutation({ ...deleteAccountMutationOptions(), ...config });
}

// ---------------------------------------------------------------- POST upload

type PortraitFile = { file: File; onProgress: (fraction: number) => void };
type UploadedFile = z.infer<typeof UploadedFileSchema>;

/** POST upload (multipart: file), with progress from 0 to 1. */
export function uploadPortrait({ file, onProgress }: PortraitFile): Promise<UploadedFile> {
  return uploadFile('upload', file, { schema: UploadedFileSchema, onProgress });
}

export function uploadPortraitMutationOptions() {
  return mutationOptions({ mutationKey: ['account', 'portrait'], mutationFn: uploadPortrait });
}

export function useUploadPortrait(config: MutationConfig<UploadedFile, PortraitFile> = {}) {
  return useMutation({ ...uploadPortraitMutationOptions(), ...config });
}
