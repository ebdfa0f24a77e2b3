import { FeedbackSentSchema, HelpPageSchema, PrivacyTermsSchema } from '@waymark/domain';
import type { FeedbackInput, HelpPage, PrivacyTerms } from '@waymark/domain';
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/mutation-config.ts';

/** The calls of spec 3 §7 behind the help, feedback and privacy pages (STYLE habit 5). */

// ---------------------------------------------------------------- GET help

export function getHelpPage({ signal }: { signal?: AbortSignal } = {}): Promise<HelpPage> {
  return api('help', { schema: HelpPageSchema, signal });
}

export function helpPageQueryOptions() {
  return queryOptions({ queryKey: ['support', 'help'], queryFn: getHelpPage });
}

export function useHelpPage() {
  return useQuery(helpPageQueryOptions());
}

// ---------------------------------------------------------------- GET privacy-terms

export function getPrivacyTerms({ signal }: { signal?: AbortSignal } = {}): Promise<PrivacyTerms> {
  return api('privacy-terms', { schema: PrivacyTermsSchema, signal });
}

export function privacyTermsQueryOptions() {
  return queryOptions({ queryKey: ['support', 'privacy-terms'], queryFn: getPrivacyTerms });
}

export function usePrivacyTerms() {
  return useQuery(privacyTermsQueryOptions());
}

// ---------------------------------------------------------------- POST feedback

type FeedbackSent = z.infer<typeof FeedbackSentSchema>;

/** POST feedback; the bearer goes along when there is one, so the feedback is linked to the account. */
export function sendFeedback(feedback: FeedbackInput): Promise<FeedbackSent> {
  return api('feedback', { json: feedback, schema: FeedbackSentSchema });
}

export function sendFeedbackMutationOptions() {
  return mutationOptions({ mutationKey: ['support', 'feedback'], mutationFn: sendFeedback });
}

export function useSendFeedback(config: MutationConfig<FeedbackSent, FeedbackInput> = {}) {
  return useMutation({ ...sendFeedbackMutationOptions(), ...config });
}
