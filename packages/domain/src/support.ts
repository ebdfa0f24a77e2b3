import { z } from 'zod';
import { TEXT_MAX_LENGTH } from './limits.ts';
import { multiLineText, oneLineText } from './safe-text.ts';

/** Help, feedback and the privacy page (spec 3 §2 Help, Feedback, Privacy and terms; §3–§9). */

export const HELP_PAGE_TITLE = 'Frequently Asked Questions, Help and Support';
export const PRIVACY_PAGE_TITLE = 'Privacy & Terms';

/** Spec 3 §9: FAQ accordions open and close over this long. */
export const ACCORDION_ANIMATION_MS = 350;

/** Spec 3 §9: after "Thank you", the feedback page goes back to where the person was this long after. */
export const FEEDBACK_REDIRECT_MS = 3_000;

/** Spec 3 §3, §9: a rating is a whole number from 0 to 10. */
export const FEEDBACK_RATING = { min: 0, max: 10 } as const;
export const FEEDBACK_CATEGORIES = ['problem', 'suggestion', 'compliment', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  problem: 'Problem',
  suggestion: 'Suggestion',
  compliment: 'Compliment',
  other: 'Other',
};

/**
 * The spec sets no length; 2,000 characters is a long letter, and it bounds what a guest can
 * make us store and mail.
 */
export const FEEDBACK_COMMENTS_MAX_LENGTH = 2_000;
/** What the client says about the device, serialised as JSON: a user agent and a viewport fit easily. */
export const DEVICE_INFO_MAX_LENGTH = 1_000;
const DEVICE_INFO_MAX_FIELDS = 20;

/** Spec 3 §8. */
export const FEEDBACK_SENT = 'Thank you, your feedback has been sent.';
export const FEEDBACK_FAILED = 'Something went wrong';
export const FEEDBACK_RATING_MESSAGE = `Please choose a rating from ${FEEDBACK_RATING.min} to ${FEEDBACK_RATING.max}.`;
export const FEEDBACK_CATEGORY_MESSAGE = 'Please choose what your feedback is about.';
export const FEEDBACK_COMMENTS_REQUIRED = 'Please write your comments.';
export const FEEDBACK_COMMENTS_TOO_LONG = `Comments must be at most ${FEEDBACK_COMMENTS_MAX_LENGTH} characters.`;
export const FEEDBACK_EMAIL_INVALID = 'Please enter a valid email address.';
export const DEVICE_INFO_TOO_LONG = `Device information must be at most ${DEVICE_INFO_MAX_LENGTH} characters.`;

const deviceValue = z.union([oneLineText('Device information').max(300), z.number(), z.boolean(), z.null()]);

/**
 * Added by the client (spec 3 §3): a line of text, or a flat object such as
 * `{ user_agent, viewport }`. Bounded, because anyone may send it.
 */
export const DeviceInfoSchema = z
  .union([
    oneLineText('Device information'),
    z
      .record(oneLineText('A device information field').max(40), deviceValue)
      .refine((fields) => Object.keys(fields).length <= DEVICE_INFO_MAX_FIELDS, {
        message: `Device information has at most ${DEVICE_INFO_MAX_FIELDS} fields.`,
      }),
  ])
  .refine((info) => JSON.stringify(info).length <= DEVICE_INFO_MAX_LENGTH, DEVICE_INFO_TOO_LONG);
export type DeviceInfo = z.infer<typeof DeviceInfoSchema>;

/** An optional email: empty means none given; anything else must be an address. */
const OptionalEmailSchema = oneLineText('Email')
  .trim()
  .max(TEXT_MAX_LENGTH, `Email must be at most ${TEXT_MAX_LENGTH} characters.`)
  .pipe(z.union([z.literal(''), z.email(FEEDBACK_EMAIL_INVALID)], { error: FEEDBACK_EMAIL_INVALID }))
  .transform((email) => email.toLowerCase());

/** The body of `POST feedback` (spec 3 §5: rating, category and comments required; email optional). */
export const FeedbackInputSchema = z.object({
  rating: z
    .number({ error: FEEDBACK_RATING_MESSAGE })
    .int(FEEDBACK_RATING_MESSAGE)
    .min(FEEDBACK_RATING.min, FEEDBACK_RATING_MESSAGE)
    .max(FEEDBACK_RATING.max, FEEDBACK_RATING_MESSAGE),
  category: z.enum(FEEDBACK_CATEGORIES, { error: FEEDBACK_CATEGORY_MESSAGE }),
  comments: multiLineText('Comments', { error: FEEDBACK_COMMENTS_REQUIRED })
    .trim()
    .min(1, FEEDBACK_COMMENTS_REQUIRED)
    .max(FEEDBACK_COMMENTS_MAX_LENGTH, FEEDBACK_COMMENTS_TOO_LONG),
  email: OptionalEmailSchema.optional(),
  device_info: DeviceInfoSchema.optional(),
});
export type FeedbackInput = z.infer<typeof FeedbackInputSchema>;

/** The answer of `POST feedback`. */
export const FeedbackSentSchema = z.object({ success: z.literal(true), message: z.string() });

/** Pages whose words are kept in the database and replaced by staff (`npm run content`). */
export const SITE_CONTENT_KEYS = ['help', 'privacy-terms'] as const;
export type SiteContentKey = (typeof SITE_CONTENT_KEYS)[number];

/** `GET help` (spec 3 §3 Help page). */
export const HelpPageSchema = z.object({ title: z.string(), content: z.string() });
export type HelpPage = z.infer<typeof HelpPageSchema>;

/** `GET privacy-terms` (spec 3 §3 Privacy terms). */
export const PrivacyTermsSchema = z.object({ content: z.string() });
export type PrivacyTerms = z.infer<typeof PrivacyTermsSchema>;
