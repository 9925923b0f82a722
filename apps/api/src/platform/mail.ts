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

/** Delivers one message or throws; the outbox records the outcome. Tests pass their own to read what was sent. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
}

/** Real delivery through an SMTP server (SMTP_URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
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
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
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
