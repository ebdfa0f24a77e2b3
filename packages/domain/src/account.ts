import { z } from 'zod';
import { RECORD_ID_MAX, TEXT_MAX_LENGTH } from './limits.ts';
import { PASSWORDS_MUST_MATCH } from './messages.ts';
import { matchRoute } from './routes.ts';
import { oneLineText } from './safe-text.ts';

/** Accounts and sessions (spec 1 §3, §5, §7): one schema per input, used by form and handler. */

export const MIN_PASSWORD_LENGTH = 8;
/** The server refuses passwords that zxcvbn scores below this (0–4 scale). */
export const MIN_PASSWORD_SCORE = 1;
export const ACTIVATION_CODE_LENGTH = 6;
/** No 0/O, 1/I/L: a code read off a phone and typed on a laptop must not be ambiguous. */
export const ACTIVATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ACTIVATION_MAX_WRONG_TRIES = 5;

export const GENDERS = ['Prefer not to say', 'Female', 'Male', 'Non-binary'] as const;
export const LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;

/** The four notification groups and the channels each offers (spec 1 §3). */
export const NOTIFICATION_GROUPS = {
  fortyEightPrior: ['Email', 'InApp'],
  twentyFourPrior: ['Email', 'InApp'],
  changedAlerts: ['Email', 'InApp'],
  endTripEmergencyContact: ['Email'],
} as const;
export type NotificationGroup = keyof typeof NOTIFICATION_GROUPS;
export type NotificationChannel = 'Email' | 'InApp';
export type Notifications = Record<NotificationGroup, Partial<Record<NotificationChannel, boolean>>>;

/** The four groups of spec 1 §3, in people's words. */
export const NOTIFICATION_GROUP_TEXT: Record<NotificationGroup, { title: string; description: string }> = {
  fortyEightPrior: {
    title: '48 hours before my trip',
    description: 'A reminder with the latest alerts and forecast for where I’m going.',
  },
  twentyFourPrior: {
    title: '24 hours before my trip',
    description: 'A last check of alerts and weather the day before I leave.',
  },
  changedAlerts: {
    title: 'When alerts change',
    description: 'If a new or changed alert affects a trip I’ve planned.',
  },
  endTripEmergencyContact: {
    title: 'When my emergency contact is alerted',
    description: 'If my trip ends without me checking in and my emergency contact is told.',
  },
};

export function defaultNotifications(): Notifications {
  return {
    fortyEightPrior: { Email: true, InApp: true },
    twentyFourPrior: { Email: true, InApp: true },
    changedAlerts: { Email: true, InApp: true },
    endTripEmergencyContact: { Email: true },
  };
}

/** Toggle field names are "{group}.{channel}", e.g. "fortyEightPrior.Email". */
export const NOTIFICATION_FIELD_NAMES = Object.entries(NOTIFICATION_GROUPS).flatMap(([group, channels]) =>
  channels.map((channel) => `${group}.${channel}`),
) as [string, ...string[]];

const text = (label: string) =>
  oneLineText(label, { error: `${label} is required.` })
    .trim()
    .max(TEXT_MAX_LENGTH, `${label} must be at most ${TEXT_MAX_LENGTH} characters.`);

const requiredText = (label: string) => text(label).min(1, `${label} is required.`);

export const EmailSchema = oneLineText('Email', { error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(TEXT_MAX_LENGTH, `Email must be at most ${TEXT_MAX_LENGTH} characters.`)
  .pipe(z.email('Please enter a valid email address.'))
  .transform((email) => email.toLowerCase());

/** The server's rule; the strength meter shows the score as the person types. */
export const NewPasswordSchema = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .min(MIN_PASSWORD_LENGTH, `Your password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(TEXT_MAX_LENGTH, `Your password must be at most ${TEXT_MAX_LENGTH} characters.`);

export const RegistrationSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  agreed_to_terms: z.literal(true, { error: 'Please agree to the terms to create an account.' }),
});
export type Registration = z.infer<typeof RegistrationSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.'),
});

export const ActivationCodeSchema = z
  .string({ error: 'Please enter your activation code.' })
  .trim()
  .toUpperCase()
  .length(ACTIVATION_CODE_LENGTH, `The code is exactly ${ACTIVATION_CODE_LENGTH} characters.`);

export const ActivationSchema = z.object({
  code: ActivationCodeSchema,
  /** Lets someone who is not logged in activate on the device they registered on. */
  email: EmailSchema.optional(),
});

export const ResendActivationSchema = z.object({ email: EmailSchema });

/**
 * YYYY-MM-DD, a real calendar date, from 1900 (births) to 2999 (trips, alerts). Beyond those
 * years a date is a typo or an attack: JavaScript reads years below 100 as 19xx, PostgreSQL has
 * no year 0, and the day after 9999-12-31 is not a timestamp it can store.
 */
export const IsoDateSchema = z.iso
  .date({ error: 'Please choose a whole date.', abort: true })
  .refine((date) => {
    const year = Number(date.slice(0, 4));
    return year >= 1900 && year <= 2999;
  }, 'Please choose a date from 1900 to 2999.');

export const ProfileSchema = z.object({
  firstname: requiredText('First name'),
  lastname: requiredText('Last name'),
  email: EmailSchema.optional(),
  gender: z.enum(GENDERS, { error: 'Please choose a gender option.' }),
  dob: IsoDateSchema.nullish(),
  portrait: oneLineText('Portrait').max(2048).nullish(),
  level: z.enum(LEVELS, { error: 'Please choose your experience level.' }),
  phone: text('Phone').nullish(),
  /** Needed only to change the email address: a stolen session alone must not move the account. */
  current_password: z.string().max(TEXT_MAX_LENGTH).optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const CURRENT_PASSWORD_NEEDED = 'Please enter your current password to change your email address.';
export const EMAIL_TAKEN = 'Another account already uses that email address.';

/** The link mailed to a new address; opening it makes the change. */
export const EmailChangeConfirmationSchema = z.object({
  token: z.string().min(1, 'The confirmation link is incomplete.').max(200),
});

export const PasswordChangeSchema = z
  .object({ newpassword: NewPasswordSchema, repassword: z.string({ error: 'Please repeat the password.' }) })
  .refine((form) => form.newpassword === form.repassword, {
    message: PASSWORDS_MUST_MATCH,
    path: ['repassword'],
  });

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export const ResetPasswordSchema = z.object({
  password: NewPasswordSchema,
  token: z.string().min(1, 'The password reset link is incomplete.').max(200),
});

export const ToggleAlertSchema = z.object({
  toggledFieldName: z.enum(NOTIFICATION_FIELD_NAMES, { error: 'Unknown notification setting.' }),
  toggledFieldValue: z.union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0)], {
    error: 'The value must be 1 or 0.',
  }),
});

export const OAuthTokenRequestSchema = z.discriminatedUnion(
  'grant_type',
  [
    z.object({
      grant_type: z.literal('password'),
      client_id: z.string().max(200),
      client_secret: z.string().max(200),
      scope: z.string().max(200).optional(),
      username: oneLineText('Username').max(TEXT_MAX_LENGTH),
      password: z.string().max(TEXT_MAX_LENGTH),
    }),
    z.object({
      grant_type: z.literal('refresh_token'),
      client_id: z.string().max(200),
      client_secret: z.string().max(200),
      scope: z.string().max(200).optional(),
      refresh_token: z.string().max(200),
    }),
  ],
  { error: 'grant_type must be password or refresh_token.' },
);

export const TokenSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type Token = z.infer<typeof TokenSchema>;

// ---------------------------------------------------------------- contacts (spec 3 §3, §5)

export const CONTACT_WITHOUT_EMAIL_NOTE =
  'A contact without an email will not receive a copy of the trip plan.';
export const CONTACT_EMAIL_FIXED = 'A contact’s email address cannot be changed once it has one.';

/** Spec 3 §9: narrow screens list 3 contacts until asked for all; wide ones edit in place from 3. */
export const CONTACTS_SHOWN_WHEN_NARROW = 3;
export const CONTACTS_EDITED_INLINE_FROM = 3;

/** Contact form fields (spec 3 §5): names required, email valid where given, the rest free text. */
export const ContactInputSchema = z.object({
  first_name: oneLineText('First name').trim().min(1, 'First name is required.').max(100),
  last_name: oneLineText('Last name').trim().min(1, 'Last name is required.').max(100),
  email: z.union([EmailSchema, z.literal('')]).optional(),
  phone: oneLineText('Phone').trim().max(40).optional(),
  relationship: oneLineText('Relationship').trim().max(100).optional(),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

export const ContactSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  relationship: z.string(),
  portrait: z.object({ url: z.string() }).nullable(),
  /** True when both email and phone are present (spec 3 §3). */
  adult: z.boolean(),
  fullname: z.string(),
});
export type Contact = z.infer<typeof ContactSchema>;

/** Spec 3 §3: a contact is an adult when both an email and a phone are present. */
export function isAdultContact(contact: Pick<ContactInput, 'email' | 'phone'>): boolean {
  return Boolean(contact.email?.trim() && contact.phone?.trim());
}

/** "Aroha Tane": the name a contact is chosen and shown by. */
export function contactFullName(contact: Pick<ContactInput, 'first_name' | 'last_name'>): string {
  return `${contact.first_name} ${contact.last_name}`.trim();
}

const NotificationChannelsSchema = z.object({ Email: z.boolean().optional(), InApp: z.boolean().optional() });

/** Staff moderate review photos; everyone else is a user. */
export const USER_ROLES = ['user', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

const WishlistItemSchema = z.object({ id: z.number(), type: z.string() });

export const UserSchema = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  dob: z.string().nullable(),
  level: z.string().nullable(),
  portrait: z.object({ url: z.string() }).nullable(),
  notifications: z.object({
    fortyEightPrior: NotificationChannelsSchema,
    twentyFourPrior: NotificationChannelsSchema,
    changedAlerts: NotificationChannelsSchema,
    endTripEmergencyContact: NotificationChannelsSchema,
  }),
  inited: z.boolean(),
  verified: z.boolean(),
  /** An address the person asked to move to, until they open the link sent there. */
  pending_email: z.string().nullable(),
  /** Staff see the review photo moderation page. */
  role: z.enum(USER_ROLES),
  plans: z.array(
    z.object({ location: z.object({ id: z.number(), type: z.string() }), completed: z.boolean() }),
  ),
  wishlist: z.array(WishlistItemSchema),
  /** The same list under the spec's name (spec 2 "User (relevant fields)"), for clients written to it. */
  wishlisted: z.array(WishlistItemSchema).optional(),
  contacts: z.array(ContactSchema),
});
export type User = z.infer<typeof UserSchema>;

/** The answer of `POST user/contact` (spec 3 §7). */
export const ContactSavedSchema = z.object({ new_contact: ContactSchema, user: UserSchema });

/** A record id in a path, e.g. `user/contact/{id}`. */
export const RecordIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(RECORD_ID_MAX) });

export const MessageSchema = z.object({ success: z.literal(true), message: z.string() });

export const UploadedFileSchema = z.object({ id: z.number().int(), url: z.string() });

/** zxcvbn's score of a password, 0 (guessable at once) to 4. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;
/** The score the meter calls strong. */
export const STRONG_PASSWORD_SCORE = 4;

export type PasswordStrength = {
  tone: 'weak' | 'fair' | 'strong';
  /** "Your password strength is at score 2/4." */
  text: string;
  /** What that means: "It could be a bit stronger." */
  verdict: string;
};

/** The strength meter's tone and words for a zxcvbn score (spec 1 §5). */
export function passwordStrength(score: PasswordScore): PasswordStrength {
  const said = `Your password strength is at score ${score}/${STRONG_PASSWORD_SCORE}.`;
  if (score < MIN_PASSWORD_SCORE)
    return { tone: 'weak', text: said, verdict: `It needs to be at least ${MIN_PASSWORD_SCORE}.` };
  if (score < STRONG_PASSWORD_SCORE)
    return { tone: 'fair', text: said, verdict: 'It could be a bit stronger.' };
  return { tone: 'strong', text: said, verdict: "It's a strong password!" };
}

/** Where a person goes after logging in (spec 1 §4). */
export function routeAfterLogin(user: Pick<User, 'verified' | 'inited'>, redirectTo?: string): string {
  if (!user.verified) return '/activate';
  if (!user.inited) return '/account/profile-setup';
  return redirectTo ?? '/tracks';
}

/**
 * Spec 1 §4: staying on the page after a login is kept on plan, gear, weather, alerts, tracks,
 * and on track, hut and campsite pages and their sub-pages.
 */
const STAY_ROUTES = new Set(['plan', 'gear', 'weather', 'alerts', 'tracks']);
const STAY_PLACE_ROUTES = ['track', 'hut', 'campsite'];

export function keepsPageAfterLogin(pathname: string): boolean {
  const name = matchRoute(pathname)?.name;
  if (!name) return false;
  return (
    STAY_ROUTES.has(name) || STAY_PLACE_ROUTES.some((place) => name === place || name.startsWith(`${place}-`))
  );
}
