import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The API writes every email it sends as an .eml file in DATA_DIR/outbox (the embedded mail
 * default); the e2e server's DATA_DIR is WAYMARK_E2E_DATA_DIR. These helpers read them the way
 * a person reads their inbox: the newest message to an address.
 */

export type Email = { subject: string; body: string };

/** The e2e server's FEEDBACK_TO (playwright.config.ts): staff's inbox for feedback. */
export const FEEDBACK_TO = 'feedback-desk@example.org';

/**
 * The e2e servers' DATA_DIRs (playwright.config.ts): the main one, and the safety-net server's,
 * whose clock the safety journeys move.
 */
export type E2eServer = 'main' | 'safety';

export function dataDirOf(server: E2eServer): string {
  const dataDir = process.env.WAYMARK_E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('WAYMARK_E2E_DATA_DIR is not set; run the tests through playwright.config.ts');
  return server === 'main' ? dataDir : path.join(dataDir, 'safety');
}

const outboxDir = (server: E2eServer) => path.join(dataDirOf(server), 'outbox');

/** Quoted-printable: soft line breaks go, =XX becomes the byte it names. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export async function emailsTo(address: string, server: E2eServer = 'main'): Promise<Email[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir(server))).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  // Files are named "{epoch ms}-{sequence}-{random}.eml": name order is send order.
  const newestFirst = files.sort().reverse();
  const emails: Email[] = [];
  for (const file of newestFirst) {
    const raw = await readFile(path.join(outboxDir(server), file), 'utf8');
    if (!new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'mi').test(raw)) continue;
    const decoded = decodeQuotedPrintable(raw);
    emails.push({ subject: /^Subject: (.*)$/m.exec(decoded)?.[1] ?? '', body: decoded });
  }
  return emails;
}

/** Waits up to `timeoutMs` for the newest email to `address` that `matches`. */
export async function newestEmailTo(
  address: string,
  matches: (email: Email) => boolean,
  timeoutMs = 10_000,
  server: E2eServer = 'main',
): Promise<Email> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await emailsTo(address, server)).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No matching email to ${address} in ${outboxDir(server)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** "Your Waymark activation code: ABC123" → "ABC123". */
export async function activationCodeFor(address: string, server: E2eServer = 'main'): Promise<string> {
  const email = await newestEmailTo(
    address,
    ({ subject }) => /activation code: [A-Z0-9]{6}/.test(subject),
    10_000,
    server,
  );
  return /activation code: ([A-Z0-9]{6})/.exec(email.subject)![1]!;
}

/** The emailed `{PUBLIC_URL}/activate?code=…&email=…` link. */
export async function activationLinkFor(address: string): Promise<string> {
  const email = await newestEmailTo(address, ({ body }) => body.includes('/activate?code='));
  const link = /https?:\/\/\S+\/activate\?code=[A-Z0-9]{6}&email=[^\s"<>&]+/.exec(email.body)?.[0];
  if (!link) throw new Error(`No activation link in the email to ${address}`);
  return link;
}

/** The emailed `{PUBLIC_URL}/account/password-recovery?recovery_token=…` link. */
export async function passwordResetLinkFor(address: string): Promise<string> {
  const email = await newestEmailTo(address, ({ body }) => body.includes('recovery_token='));
  const link = /https?:\/\/\S+\/account\/password-recovery\?recovery_token=[A-Za-z0-9_-]+/.exec(
    email.body,
  )?.[0];
  if (!link) throw new Error(`No password reset link in the email to ${address}`);
  return link;
}

/** The emailed `{PUBLIC_URL}/account/confirm-email?token=…` link sent to a new address. */
export async function emailChangeLinkFor(address: string): Promise<string> {
  const email = await newestEmailTo(address, ({ body }) => body.includes('/account/confirm-email?token='));
  const link = /https?:\/\/\S+\/account\/confirm-email\?token=[A-Za-z0-9_-]+/.exec(email.body)?.[0];
  if (!link) throw new Error(`No confirmation link in the email to ${address}`);
  return link;
}
