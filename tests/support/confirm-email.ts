/**
 * Follows the link of the verification email an account received in the outbox (no SMTP_URL set). The email is
 * sent after the sign-up has answered, so it is waited for (up to 30 s: with the suites in parallel on two cores
 * it once took longer than 5 s, and once longer than 15 s).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALE_CODES } from '../../src/shared/i18n/locales';
import { mailText } from '../../src/server/mail/mail-text';
import type { TestServer } from './start-test-server';

/** The verification email's subject in every language (a browser journey in Spanish signs up in Spanish). */
const SUBJECTS = LOCALE_CODES.map((locale) => `Subject: ${mailText(locale, 'verifySubject')}\n`);

export async function readVerificationLink(dataDir: string, email: string, timeoutMs = 30_000): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files) {
      const text = await readFile(join(outbox, file), 'utf8');
      if (!text.includes(`To: ${email}\n`) || !SUBJECTS.some((subject) => text.includes(subject))) continue;
      const link = /(https?:\/\/\S+\/api\/auth\/verify-email\?\S+)/.exec(text)?.[1];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no verification email for ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Confirms the address as its owner would: opens the emailed link. */
export async function confirmEmail(server: TestServer, email: string): Promise<void> {
  const link = await readVerificationLink(server.deps.env.DATA_DIR, email);
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  if (response.status !== 302 || location.includes('error=')) throw new Error(`verifying ${email} failed: ${response.status} ${location}`);
}
