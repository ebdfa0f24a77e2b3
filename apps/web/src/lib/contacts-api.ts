import { ContactSavedSchema, UserSchema } from '@waymark/domain';
import type { ContactInput, User } from '@waymark/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useAppStore } from './app-store.ts';

/**
 * The contact calls (spec 3 §7 `user/contact`). Each answers the user with every contact, which
 * becomes the session's user, so the list and the plan editor's pickers read the same contacts.
 */

const keepUser = (user: User) => useAppStore.getState().setUser(user);

export function useAddContact() {
  return useMutation({
    mutationKey: ['contacts', 'add'],
    mutationFn: (contact: ContactInput) => api('user/contact', { json: contact, schema: ContactSavedSchema }),
    onSuccess: ({ user }) => keepUser(user),
  });
}

export function useUpdateContact() {
  return useMutation({
    mutationKey: ['contacts', 'update'],
    mutationFn: ({ id, contact }: { id: number; contact: ContactInput }) =>
      api(`user/contact/${id}`, { method: 'PUT', json: contact, schema: UserSchema }),
    onSuccess: keepUser,
  });
}

export function useDeleteContact() {
  return useMutation({
    mutationKey: ['contacts', 'delete'],
    mutationFn: (id: number) => api(`user/contact/${id}`, { method: 'DELETE', schema: UserSchema }),
    onSuccess: keepUser,
  });
}
