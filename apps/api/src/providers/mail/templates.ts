import { FEEDBACK_CATEGORY_LABELS, type FeedbackCategory } from '@waymark/domain';
import type { MailMessage } from './mailer.ts';

/** Plain text and HTML for each email, with the product name. */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The longest a name someone wrote may be in a subject: room for a first name or a trip's name. */
export const SUBJECT_NAME_CHARS = { person: 30, trip: 40 } as const;

/** Email addresses, web addresses and bare domains ("evil.example", "www.x.nz/claim"). */
const ADDRESS_LIKE =
  /[^\s@]+@[^\s@]+|[a-z][a-z0-9+.-]*:\/\/\S*|(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}(?::\d+)?(?:\/\S*)?/giu;

/**
 * A name someone wrote (their first name, a trip's name) as a subject may carry it: nothing that
 * reads as an address, on one line, at most `maxChars` long and cut at a word, or `fallback` when
 * nothing is left. A subject is read before the mail is opened and the sender chose these words,
 * so this is all of them a subject gets: whatever else they wrote belongs in the body.
 */
export function nameInSubject(name: string, maxChars: number, fallback: string): string {
  const cleaned = name
    .replace(ADDRESS_LIKE, ' ')
    .replace(/[\p{C}\s]+/gu, ' ')
    .trim();
  const chars = Array.from(cleaned);
  if (chars.length <= maxChars) return cleaned || fallback;
  const head = chars.slice(0, maxChars + 1).join('');
  const space = head.lastIndexOf(' ');
  return (space > 0 ? head.slice(0, space) : chars.slice(0, maxChars).join('')).trim();
}

/** RFC 8058 one-click unsubscribe: mail clients post to `url` (the unsubscribe page's address). */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** A paragraph, or a titled list (the group, the alerts, what to do). */
export type MailBlock = string | { heading: string; items: string[] };

/** Why the mail came, and a link that stops mail like it (every safety-net mail has one). */
export type MailFooter = string | { text: string; unsubscribeUrl: string };

export function layout(
  productName: string,
  blocks: MailBlock[],
  action?: { label: string; url: string },
  footer: MailFooter = `You are receiving this because of your ${productName} account.`,
) {
  const { text: why, unsubscribeUrl } =
    typeof footer === 'string' ? { text: footer, unsubscribeUrl: undefined } : footer;
  const paragraph = (p: string) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(p)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2a24;max-width:560px;margin:auto;padding:24px">',
    `<h1 style="color:#1d4d3a;font-size:22px">${escapeHtml(productName)}</h1>`,
    ...blocks.map((block) =>
      typeof block === 'string'
        ? paragraph(block)
        : `<h2 style="font-size:17px;margin:20px 0 4px">${escapeHtml(block.heading)}</h2><ul style="font-size:16px;line-height:1.5;padding-left:20px">${block.items
            .map((item) => `<li>${escapeHtml(item)}</li>`)
            .join('')}</ul>`,
    ),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d4d3a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
      : '',
    `<p style="font-size:13px;color:#5b665f">${escapeHtml(why)}${
      unsubscribeUrl ? ` <a href="${escapeHtml(unsubscribeUrl)}" style="color:#5b665f">Unsubscribe</a>` : ''
    }</p>`,
    '</body></html>',
  ].join('');
  const text = [
    ...blocks.map((block) =>
      typeof block === 'string'
        ? block
        : [block.heading, ...block.items.map((item) => `- ${item}`)].join('\n'),
    ),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    '',
    `— ${productName}`,
    why,
    ...(unsubscribeUrl ? [`Unsubscribe: ${unsubscribeUrl}`] : []),
  ].join('\n\n');
  return { html, text };
}

export function activationEmail(
  productName: string,
  to: string,
  code: string,
  activateUrl: string,
): MailMessage {
  return {
    to,
    kind: 'activation code',
    subject: `Your ${productName} activation code: ${code}`,
    ...layout(
      productName,
      [
        `Welcome to ${productName}! Your activation code is ${code}.`,
        'Enter it on the activation screen, or use the button below. The code expires in 24 hours.',
      ],
      { label: 'Activate your account', url: activateUrl },
    ),
  };
}

export function passwordResetEmail(productName: string, to: string, resetUrl: string): MailMessage {
  return {
    to,
    kind: 'password reset link',
    subject: `Reset your ${productName} password`,
    ...layout(
      productName,
      [
        'Someone asked to reset the password for this account. If it was you, choose a new password within the next hour.',
        'If it was not you, you can ignore this email: your password stays as it is.',
      ],
      { label: 'Choose a new password', url: resetUrl },
    ),
  };
}

export function emailChangeConfirmation(productName: string, to: string, confirmUrl: string): MailMessage {
  return {
    to,
    kind: 'email change confirmation',
    subject: `Confirm your new ${productName} email address`,
    ...layout(
      productName,
      [
        `Someone asked to use this address for their ${productName} account. If it was you, confirm it within 24 hours.`,
        'If it was not you, ignore this email: nothing changes until the link is opened.',
      ],
      { label: 'Confirm this email address', url: confirmUrl },
    ),
  };
}

export function emailChangeNotice(productName: string, to: string, newEmail: string): MailMessage {
  return {
    to,
    kind: 'email change notice',
    subject: `Your ${productName} email address is being changed`,
    ...layout(productName, [
      `Someone asked to change the email address of your ${productName} account to ${newEmail}. The change happens only once the link we sent there is opened.`,
      'If it was you, there is nothing more to do here. If it was not you, change your password now: that cancels the change and logs everyone else out.',
    ]),
  };
}

/** What a published plan's mail says about the trip (spec 3 §4 publish flow). */
export type PlanNoticeFacts = {
  ownerName: string;
  tripName: string;
  placeTitle: string;
  when: string;
  group: string[];
  /**
   * Everyone on the trip in full, the owner first, each with their phone where known: for the
   * emergency contact, who must be able to call them (the read-only link shows phones only to
   * the people on the trip, decision 025).
   */
  groupWithPhones: string[];
  readOnlyUrl: string;
};

/**
 * The mail to a group member or the emergency contact of a published plan: who is going, where,
 * when, and the read-only link. The emergency contact is also told what to do if the group is late.
 * `unsubscribeUrl` stops every trip plan mail from this owner to this address.
 */
export function planPublishedEmail(
  productName: string,
  to: string,
  role: 'member' | 'emergency contact',
  facts: PlanNoticeFacts,
  unsubscribeUrl: string,
): MailMessage {
  const who = [facts.ownerName, ...facts.group].join(', ');
  const paragraphs = [
    role === 'emergency contact'
      ? `${facts.ownerName} has made you the emergency contact for their trip: ${facts.tripName}.`
      : `${facts.ownerName} has added you to their trip plan: ${facts.tripName}.`,
    role === 'emergency contact'
      ? `Where: ${facts.placeTitle}. When: ${facts.when}. Who: ${facts.groupWithPhones.join('; ')}.`
      : `Where: ${facts.placeTitle}. When: ${facts.when}. Who: ${who}.`,
    role === 'emergency contact'
      ? 'If they are not back by the end of their trip and you cannot reach them, call 111 and ask for the Police. Give them this plan: it says where the group went, by which route and with what.'
      : `If you have a ${productName} account with this address, log in to accept the plan and help keep it up to date.`,
  ];
  return {
    to,
    kind: 'trip plan',
    subject: `Trip plan from ${nameInSubject(facts.ownerName, SUBJECT_NAME_CHARS.person, `someone on ${productName}`)}`,
    ...layout(
      productName,
      paragraphs,
      { label: 'Open the trip plan', url: facts.readOnlyUrl },
      {
        text: `You are receiving this because ${facts.ownerName} added you to a trip plan on ${productName}.`,
        unsubscribeUrl,
      },
    ),
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}

/** What one piece of feedback says, as staff read it. */
export type FeedbackFacts = {
  id: number;
  rating: number;
  category: FeedbackCategory;
  comments: string;
  email: string;
  /** The sender's account, when they were signed in. */
  userId: number | null;
  deviceInfo: string;
};

/**
 * Feedback mailed to staff (FEEDBACK_TO). A reply goes to the sender when they gave an address;
 * the comments keep their line breaks as paragraphs.
 */
export function feedbackEmail(productName: string, to: string, facts: FeedbackFacts): MailMessage {
  const category = FEEDBACK_CATEGORY_LABELS[facts.category];
  const from = facts.email
    ? `From: ${facts.email}${facts.userId === null ? '' : ` (account ${facts.userId})`}. Reply to this email to answer them.`
    : facts.userId === null
      ? 'From: a guest who left no email address.'
      : `From: account ${facts.userId}, who left no email address.`;
  return {
    to,
    kind: 'feedback',
    subject: `${productName} feedback #${facts.id}: ${category}, rated ${facts.rating}/10`,
    ...(facts.email ? { replyTo: facts.email } : {}),
    ...layout(
      productName,
      [
        `${category}, rated ${facts.rating} out of 10.`,
        from,
        ...facts.comments.split('\n').filter((line) => line.trim() !== ''),
        `Device: ${facts.deviceInfo || 'not given'}`,
      ],
      undefined,
      `You are receiving this because this address takes ${productName}’s feedback (FEEDBACK_TO).`,
    ),
  };
}
