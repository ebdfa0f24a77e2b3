import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = { to: string; subject: string; text: string; html: string };

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
        await transport.sendMail({ from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const { message: eml } = (await builder.sendMail({ from, ...message })) as { message: Buffer };
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await writeFile(file, eml);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
  };
}
