/**
 * A free account whose 2 messages are spent keeps every tool of a teacher conversation that the server does not close
 * to it: grammar tips and a word's definition (the offline tutor answers), text to speech (the offline voice reads)
 * and dictation (the browser's own recognition) all work, and none is refused with 402 or shows the chat's "free
 * limit" sentence. Only the pronunciation check is closed, and says so in its own words
 * (tests/e2e/pronunciation-check-free-limit.test.ts).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FREE_MESSAGE_LIMIT } from '../../src/shared/constants';
import { teachers, userProfiles, users } from '../../src/server/db/schema';
import { openPage } from '../support/browser';
import { installFakeSpeechRecognition } from '../support/fake-speech-recognition';
import { signUpAndSignIn } from '../support/sign-in-page';
import { browserForFile, fakeOpenAiForFile, testServerForFile } from '../support/test-server-for-file';

const openai = fakeOpenAiForFile();
const server = testServerForFile(() => ({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl } }));
const browser = browserForFile();
const EMAIL = 'tools-spent@parley.test';

describe('the Tools of a teacher conversation, the free messages spent', () => {
  it('answer without a 402 and without the chat\'s "free limit" sentence', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await page.addInitScript(installFakeSpeechRecognition);
    await signUpAndSignIn(page, server.url, EMAIL);
    const [maya] = await server.deps.db.select().from(teachers).where(eq(teachers.slug, 'maya'));
    await page.goto(`/app/teacher/maya?topic=${encodeURIComponent(maya!.conversationCategories[0]!)}`);
    await page.getByTestId('voice-status').filter({ hasText: 'Ready to chat' }).waitFor({ timeout: 15_000 });

    // The two free messages, sent: the vocabulary has words from Maya's replies.
    openai.reply = 'Pasta sounds delicious! Museums preserve extraordinary historical artefacts. Which exhibition fascinated you?';
    for (const text of ['I like to cook pasta with my family.', 'We visited a beautiful museum yesterday.']) {
      await page.getByLabel('Your message').fill(text);
      await page.getByLabel('Your message').press('Enter');
      await page.getByText(`You: ${text}`).waitFor();
      await page.getByTestId('voice-status').filter({ hasNotText: 'Processing...' }).waitFor({ timeout: 20_000 });
    }
    // Spent a while ago (the reply to the last message is no longer read in the paid voice).
    const [learner] = await server.deps.db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL));
    await server.deps.db.update(userProfiles).set({ messageCount: FREE_MESSAGE_LIMIT, updatedAt: new Date(Date.now() - 10 * 60_000) }).where(eq(userProfiles.userId, learner!.id));
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');

    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 402) refused.push(response.url());
    });
    const tools = page.getByRole('complementary', { name: 'Learning tools' });

    await tools.getByRole('button', { name: /Grammar Tips/ }).click();
    await tools.getByText('Loading tips...').waitFor({ state: 'detached', timeout: 15_000 });
    expect(await tools.getByRole('listitem').count()).toBeGreaterThan(0);

    await tools.getByRole('region', { name: 'Vocabulary' }).getByRole('button').first().click();
    const definition = page.getByRole('dialog');
    await definition.getByRole('button', { name: 'Listen' }).waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await definition.waitFor({ state: 'detached' });

    await tools.getByRole('button', { name: 'Voice practice' }).click();
    await tools.getByRole('button', { name: 'Start Listening' }).click();
    await expect.poll(() => page.evaluate(() => (window as any).__speech.isListening() as boolean)).toBe(true);
    await page.evaluate(() => (window as any).__speech.say('the museum was beautiful'));
    await tools.getByRole('status', { name: 'Dictation transcript' }).or(tools.getByLabel('Dictation transcript')).filter({ hasText: 'the museum was beautiful' }).waitFor();
    await tools.getByRole('button', { name: 'Stop Listening' }).click();

    await tools.getByLabel('Text to hear').fill('The museum was beautiful.');
    const speech = page.waitForResponse((response) => /\/functions\/v1\/(speech|text-to-speech)/.test(response.url()) && response.request().method() === 'POST');
    await tools.getByRole('button', { name: 'Generate Speech' }).click();
    expect((await speech).status()).toBe(200);
    await tools.getByRole('button', { name: 'Play' }).or(tools.getByRole('button', { name: 'Pause' })).first().waitFor({ timeout: 15_000 });

    expect(refused).toEqual([]);
    expect(await tools.getByRole('alert').count()).toBe(0);
    expect(await tools.getByText(/free limit/).count()).toBe(0);
    // The control: the account is spent indeed, so a third message is refused (and a refusal would have been seen).
    const status = await page.evaluate(async (topic) => {
      const body = { teacher_slug: 'maya', topic, mode: 'conversation', stream: false, messages: [{ role: 'user', content: 'One more, please.' }] };
      const response = await fetch('/functions/v1/chat', { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return response.status;
    }, maya!.conversationCategories[0]!);
    expect(status).toBe(402);
    await expect.poll(() => refused.length).toBe(1);
    await page.context().close();
  }, 90_000);
});
