/** The admin panel's Usage view in Chromium, over a ledger written by the real recordUsage. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { usageEvents, userProfiles, users } from '../../src/server/db/schema';
import { recordUsage } from '../../src/server/features/usage/record-usage';
import { usagePricesFrom } from '../../src/server/features/usage/usage-prices';
import { openPage } from '../support/browser';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
let recordedOn = '';
const browser = browserForFile();

async function signUp(email: string) {
  await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email, password: 'my-password', name: '' }),
  });
  return (await server.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
}

beforeAll(async () => {
  const adminId = await signUp('usage-admin@parley.test');
  const learnerId = await signUp('big-spender@parley.test');
  // Profiles are created on first use; the admin's is made here and promoted.
  await server.deps.db.insert(userProfiles).values({ userId: adminId, email: 'usage-admin@parley.test', isAdmin: true }).onConflictDoUpdate({ target: userProfiles.userId, set: { isAdmin: true } });
  const prices = usagePricesFrom(server.deps.env);
  const owner = { userId: learnerId };
  // At the default prices: 1,000 × $0.15/1M + 500 × $0.60/1M = $0.00045; 2,000 ElevenLabs characters × $0.10/1K = $0.20.
  await recordUsage(server.deps.db, prices, { owner, kind: 'chat', purpose: 'conversation', provider: 'openai', model: 'gpt-4o-mini', promptTokens: 1_000, completionTokens: 500 });
  await recordUsage(server.deps.db, prices, { owner, kind: 'speech', provider: 'elevenlabs', model: 'eleven_multilingual_v2', characters: 2_000 });
  // The UTC day the ledger was written on: a run that crosses midnight finds it in yesterday's row, not today's.
  const [written] = await server.deps.db.select({ at: usageEvents.createdAt }).from(usageEvents).where(eq(usageEvents.userId, learnerId));
  recordedOn = written!.at.toISOString().slice(0, 10);
});

describe('admin Usage view', () => {
  it('shows the last 30 days per day, cost per provider and per conversation minute, and the top accounts', async () => {
    const { page, errors } = await openPage(browser, { baseURL: server.url });
    await page.goto('/auth/signin');
    await page.getByLabel('Email').fill('usage-admin@parley.test');
    await page.getByLabel('Password', { exact: true }).fill('my-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/app');
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Usage' }).click();
    await page.getByRole('heading', { name: 'Usage', level: 2 }).waitFor();

    const figure = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    await figure('Estimated cost').getByText('$0.20').waitFor();
    expect(await figure('Cost per conversation minute').textContent()).toBe('$0.20');
    expect(await figure('Model calls').textContent()).toBe('1');
    expect(await figure('Speech characters').textContent()).toBe('2,000');

    const days = page.getByRole('table');
    expect(await days.locator('tbody tr').count()).toBe(30);
    for (const header of ['Day (UTC)', 'Model calls', 'Tokens in / out', 'Speech characters', 'Conversation minutes', 'Cost elevenlabs', 'Cost openai', 'Cost']) {
      await days.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    const recordedDay = days.getByRole('row', { name: new RegExp(recordedOn) });
    expect((await recordedDay.getByRole('cell').allTextContents()).map((t) => t.trim())).toEqual(['1', '1,000 / 500', '2,000', '1', '$0.20', '$0.000450', '$0.20']);

    const top = page.getByRole('list', { name: 'Top accounts by cost' });
    await top.getByText('big-spender@parley.test').waitFor();
    await top.getByText('2 calls · $0.20').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
