/**
 * Sends email through SMTP when SMTP_URL is set. Without it each message is written to DATA_DIR/outbox,
 * and in local development also printed, so a local user can still follow a password-reset link. Only
 * development prints it: anywhere else a reset link in the log is an account for whoever reads the log.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { log } from '../lib/logger';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. List-Unsubscribe on the daily reminder. */
  headers?: Record<string, string>;
};
export type Mailer = { send: (message: MailMessage) => Promise<void> };

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; shouldPrintBodies?: boolean }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    send: async (message) => {
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // Two emails to one address can leave in the same millisecond (the welcome and the verification at sign-up): each
      // file gets its own name, and none is ever written over ('wx').
      const file = join(options.outboxDir, `${stamp}-${randomUUID().slice(0, 8)}-${message.to.replace(/[^a-z0-9@.]/gi, '_')}.txt`);
      const extra = Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}\n`).join('');
      const body = `From: ${options.from}\nTo: ${message.to}\nSubject: ${message.subject}\n${extra}\n${message.text}\n`;
      await writeFile(file, body, { encoding: 'utf8', flag: 'wx' });
      log.info({ subject: message.subject, outbox: options.outboxDir }, 'SMTP_URL is not set: an email was written to the outbox');
      if (options.shouldPrintBodies) process.stdout.write(`\n[mail] to ${message.to}: ${message.subject}\n${message.text}\n\n`);
    },
  };
}
