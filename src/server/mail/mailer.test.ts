/** Without SMTP, every email is kept in the outbox: two to one address in the same moment are two files. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('the outbox', () => {
  it('keeps both emails sent to one address at once (the welcome and the verification at sign-up)', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'parley-outbox-'));
    dirs.push(outboxDir);
    const mailer = createMailer({ from: 'Parley <hello@parley.test>', outboxDir });
    const message = (subject: string) => ({ to: 'new@parley.test', subject, text: subject, html: `<p>${subject}</p>` });
    await Promise.all(Array.from({ length: 20 }, (_, at) => mailer.send(message(`Message ${at}`))));
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(20);
    const subjects = await Promise.all(files.map(async (file) => /Subject: (.+)\n/.exec(await readFile(join(outboxDir, file), 'utf8'))?.[1]));
    expect(new Set(subjects).size).toBe(20);
  });
});
