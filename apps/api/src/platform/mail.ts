import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the message; printed in the log when mail is only written to files. */
  link: string;
  /** Where an answer goes (the visitor who wrote through the contact form). */
  replyTo?: string;
}

/** An email rendered for its recipient: subject, plain text, and HTML. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The HTML document every email shares around its body (already escaped), in the recipient's language. */
export function htmlEmail(locale: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
${body}
</body></html>`;
}

/** Delivers one message or throws; the outbox records the outcome. Tests pass their own to read what was sent. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
}

/** What nodemailer sends for a message, from the configured sender. */
function envelope(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  };
}

/** Real delivery through an SMTP server (SMTP_URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail(envelope(from, message));
    },
  };
}

/**
 * Without SMTP (a fresh clone, the embedded mode) each message becomes an .eml file that any mail client
 * opens, and the link goes to the log so a developer can follow it at once.
 */
export function createFileMailer(directory: string, from: string, logger: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(from, message));
      await mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(directory, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message);
      logger.info(
        { to: message.to, file, link: message.link },
        `Email "${message.subject}" written to ${file}; link: ${message.link}`,
      );
    },
  };
}

export function createMailer(settings: MailSettings, logger: FastifyBaseLogger): Mailer {
  if (settings.smtpUrl) return createSmtpMailer(settings.smtpUrl, settings.mailFrom);
  return createFileMailer(join(settings.dataDir, 'mail'), settings.mailFrom, logger);
}
