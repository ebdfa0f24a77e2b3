import { AttachmentSchema, ContactSavedSchema, DOCUMENT_TITLE_MAX } from '@waymark/domain';
import type { Attachment } from '@waymark/domain';
import { api, uploadFile } from './api-client.ts';
import { useAppStore } from './app-store.ts';
import type { ContactKey } from './app-store.ts';
import { forgetDeviceFile, readDeviceFile } from './device-files.ts';

/**
 * Spec 1 §4: contacts and documents made while logged out stay on the device and are uploaded
 * after login, onto the working plan. Each is taken off the device only once the server has it,
 * so a failure part way leaves the rest to try again and nothing typed is lost.
 */

let running: Promise<void> | undefined;

/** Uploads what a guest made; calls made while it runs share the one run. */
export function uploadGuestDraft(): Promise<void> {
  running ??= upload().finally(() => {
    running = undefined;
  });
  return running;
}

export function hasGuestDraft(): boolean {
  const { temporaryContacts, temporaryFiles } = useAppStore.getState();
  return temporaryContacts.length > 0 || temporaryFiles.length > 0;
}

async function upload(): Promise<void> {
  const store = useAppStore.getState;
  for (const contact of store().temporaryContacts) {
    const { key, fullname: _fullname, ...fields } = contact;
    const { new_contact, user } = await api('user/contact', { json: fields, schema: ContactSavedSchema });
    store().setUser(user);
    replaceContact(key, new_contact.id);
    store().setTemporaryContacts((contacts) => contacts.filter((kept) => kept.key !== key));
  }
  for (const file of store().temporaryFiles) {
    const bytes = await readDeviceFile(file.key);
    if (bytes) {
      const document = await uploadPlanDocument(bytes, file.title);
      const plan = store().plan;
      if (plan) store().editPlan(plan.location, { attachments: [...(plan.attachments ?? []), document] });
    }
    store().setTemporaryFiles((files) => files.filter((kept) => kept.key !== file.key));
    await forgetDeviceFile(file.key);
  }
}

/** The uploaded contact takes the place of its device copy in the group or as emergency contact. */
function replaceContact(key: string, id: number) {
  const { plan, editPlan } = useAppStore.getState();
  if (!plan) return;
  const swap = (chosen: ContactKey) => (chosen === key ? id : chosen);
  editPlan(plan.location, {
    contacts: (plan.contacts ?? []).map(swap),
    emergency_contact: plan.emergency_contact === key ? id : (plan.emergency_contact ?? null),
  });
}

/** `POST upload` with isprivate (spec 3 §7): a plan document, readable only through its plan. */
export function uploadPlanDocument(
  file: Blob,
  title: string,
  onProgress?: (fraction: number) => void,
): Promise<Attachment> {
  return uploadFile('upload', file, {
    schema: AttachmentSchema,
    fields: { isprivate: 'true', title: title.slice(0, DOCUMENT_TITLE_MAX) },
    ...(onProgress ? { onProgress } : {}),
  });
}
