import { UserSchema } from '@waymark/domain';
import type { Profile, User } from '@waymark/domain';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from './api-client.ts';
import type { MutationConfig } from './mutation-config.ts';

/**
 * PUT user with the profile fields (JSON): the profile form saves it, and the plan editor when it
 * asks a planner for the phone their emergency contact will ring.
 */
export function saveProfile(profile: Profile): Promise<User> {
  return api('user', { method: 'PUT', json: profile, schema: UserSchema });
}

export function saveProfileMutationOptions() {
  return mutationOptions({ mutationKey: ['account', 'profile'], mutationFn: saveProfile });
}

export function useSaveProfile(config: MutationConfig<User, Profile> = {}) {
  return useMutation({ ...saveProfileMutationOptions(), ...config });
}
