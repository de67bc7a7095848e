/** A local SMTP server that keeps every message it receives, so tests can open real emails. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readPlainText, readSubject } from './read-plain-text';

export type CaughtEmail = { to: string[]; subject: string; text: string; raw: string };

export type FakeSmtpServer = {
  url: string;
  messages: CaughtEmail[];
  /** Resolves with the first message to `address` (waiting for it to arrive if need be). */
  waitForMessage: (address: string, timeoutMs?: number) => Promise<CaughtEmail>;
  /** Resolves with the first message to `address` with this subject. */
  waitForSubject: (address: string, subject: string, timeoutMs?: number) => Promise<CaughtEmail>;
  close: () => Promise<void>;
};

export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const messages: CaughtEmail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject: readSubject(raw), text: readPlainText(raw), raw });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const waitFor = async (matches: (m: CaughtEmail) => boolean, label: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(matches);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no email ${label} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };

  const to = (address: string) => (m: CaughtEmail) => m.to.includes(address.toLowerCase());
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage: (address, timeoutMs = 10_000) => waitFor(to(address), `for ${address}`, timeoutMs),
    waitForSubject: (address, subject, timeoutMs = 10_000) => waitFor((m) => to(address)(m) && m.subject === subject, `"${subject}" for ${address}`, timeoutMs),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
