import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/**
 * `kind` names the message in logs; subjects and bodies may hold codes, links or what someone
 * wrote to us, and `replyTo` someone's address, so none of them is ever logged.
 */
export type MailMessage = {
  to: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes instead of the sender, e.g. whoever wrote the feedback. */
  replyTo?: string;
  /** The trip plan's PDF on an escalation. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Stable per notification, so a mail sent again after a crash is recognised as the same. */
  messageId?: string;
  /** List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on the safety net's mails. */
  headers?: Record<string, string>;
};

/** Everything the product emails goes through here. */
export type Mailer = { send: (message: MailMessage) => Promise<void> };

export type MailerOptions = {
  from: string;
  /** SMTP when set, e.g. smtp://user:pass@smtp.example.com:587 */
  smtpUrl: string | undefined;
  /** Otherwise each message is written here as an .eml file (like Django's file backend). */
  outboxDir: string;
  log: FastifyBaseLogger;
};

export function createMailer({ from, smtpUrl, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        const { kind, ...mail } = message;
        await transport.sendMail({ from, ...mail });
        log.info({ to: message.to, kind }, 'mail sent');
      },
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Names sort in the order mails were written, even several in one millisecond.
  let written = 0;
  return {
    async send(message) {
      const { kind, ...mail } = message;
      const { message: eml } = (await builder.sendMail({ from, ...mail })) as { message: Buffer };
      await mkdir(outboxDir, { recursive: true });
      written += 1;
      const order = `${Date.now()}-${String(written).padStart(6, '0')}`;
      const file = path.join(outboxDir, `${order}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await writeFile(file, eml);
      log.info({ to: message.to, kind, file }, 'mail written to the outbox');
    },
  };
}
