import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { teachers } from '../../src/server/db/schema';
import { openPage } from '../support/browser';
import { installFakeSpeechRecognition } from '../support/fake-speech-recognition';
import { browserForFile, fakeOpenAiForFile, testServerForFile } from '../support/test-server-for-file';

const openai = fakeOpenAiForFile();
const server = testServerForFile(() => ({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl } }));
const browser = browserForFile();
let learners = 0;
let topic: string;

beforeAll(async () => {
  const [maya] = await server.deps.db.select().from(teachers).where(eq(teachers.slug, 'maya'));
  topic = maya!.conversationCategories[0]!;
});
beforeEach(() => {
  openai.behaviour = 'reply';
  openai.reply = 'What a wonderful weekend. Practising pronunciation outdoors is brilliant! Which sounds felt difficult?';
});

async function openChat(): Promise<{ page: Page; errors: string[] }> {
  const email = `talker-${++learners}@parley.test`;
  await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email, password: 'my-password', name: '' }),
  });
  const { page, errors } = await openPage(browser, { baseURL: server.url });
  await page.addInitScript(installFakeSpeechRecognition);
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/app');
  await page.goto(`/app/teacher/maya?topic=${encodeURIComponent(topic)}`);
  return { page, errors };
}

const chatRequests = () => openai.requests.filter((r) => r.path.endsWith('/chat/completions'));
const played = (page: Page) => page.evaluate(() => (window as any).__played.length as number);

/**
 * The teacher's greeting has been spoken and she is quiet again. Pressing the microphone before that races the
 * greeting: on a busy machine its audio may start after the press, and the microphone pauses while she speaks.
 */
async function greetingSpoken(page: Page) {
  await expect.poll(() => played(page), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.getByTestId('voice-status').filter({ hasText: 'Ready to chat' }).waitFor({ timeout: 15_000 });
}

describe('a text conversation', () => {
  it('introduces the teacher, streams replies that are spoken, grows the vocabulary, and gates the third message', async () => {
    const { page, errors } = await openChat();
    await page.getByText('Ready to start learning?').waitFor();
    await page.getByText('Getting started').waitFor();
    const conversation = page.getByRole('region', { name: 'AI Assistant' });
    await conversation.getByRole('listitem').first().waitFor(); // the introduction, after 1 s
    await expect.poll(() => played(page), { timeout: 10_000 }).toBeGreaterThan(0);

    const box = page.getByLabel('Your message');
    await expect(page.getByRole('button', { name: 'Send' }).isDisabled()).resolves.toBe(true);
    await box.fill('I spent the weekend practising outside in the park.');
    await box.press('Enter');
    await conversation.getByText('I spent the weekend practising outside in the park.').waitFor();
    await conversation.getByText(openai.reply).waitFor();
    await expect.poll(() => played(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(3); // intro + the reply's sentences
    // Vocabulary at an intermediate learner's level (none was said): "brilliant", not the everyday "wonderful".
    await page.getByRole('button', { name: 'brilliant' }).waitFor();
    expect(await page.getByRole('button', { name: 'wonderful' }).count()).toBe(0);
    await page.getByText('You have 1 message remaining.').waitFor();

    const sent = chatRequests().at(-1)!.body;
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'I spent the weekend practising outside in the park.' });
    expect(sent.messages.some((m: { role: string }) => m.role === 'system')).toBe(true);

    await box.fill('Thank you!');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText("You've reached your free limit of 2 messages.").waitFor();

    await box.fill('One more, please.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Continue Your Learning' }).waitFor();
    await page.getByRole('dialog', { name: 'Continue Your Learning' }).getByRole('button', { name: 'Get Yearly' }).waitFor();
    await page.getByRole('dialog', { name: 'Continue Your Learning' }).getByRole('button', { name: 'Close' }).click();
    await expect(box.inputValue()).resolves.toBe('One more, please.');
    expect(chatRequests().filter((r) => r.body.messages.at(-1)?.content === 'One more, please.')).toHaveLength(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the words of a message the provider failed to answer, in plain words, and Retry sends them', async () => {
    openai.behaviour = 'http-500';
    const { page, errors } = await openChat();
    await page.getByLabel('Your message').fill('Hello there');
    await page.getByLabel('Your message').press('Enter');
    const conversation = page.getByRole('region', { name: 'AI Assistant' });
    await conversation.getByText('Not sent.').waitFor();
    await conversation.getByText("Maya Chen couldn't answer just now. Your message is kept: press Retry.").waitFor();
    expect(await conversation.innerText()).not.toMatch(/Sorry, I encountered an error|OpenAI|Failed to get a response/);
    openai.behaviour = 'reply';
    await conversation.getByRole('button', { name: 'Retry' }).click();
    await conversation.getByText(openai.reply).waitFor();
    await expect(conversation.getByText('Not sent.').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a word definition with part of speech, example and a listen button, asking for the sense in its sentence', async () => {
    const { page } = await openChat();
    await page.getByLabel('Your message').fill('Hi!');
    await page.getByLabel('Your message').press('Enter');
    // The reply (with the word "brilliant") must be in before the fake starts answering with a definition.
    await page.getByRole('button', { name: 'brilliant' }).waitFor();
    openai.reply = '{"definition": "very good; excellent", "partOfSpeech": "adjective", "example": "That was a brilliant idea."}';
    await page.getByRole('button', { name: 'brilliant' }).click();
    const dialog = page.getByRole('dialog', { name: 'brilliant' });
    await dialog.getByText('very good; excellent').waitFor();
    await dialog.getByText('adjective').waitFor();
    await dialog.getByText('That was a brilliant idea.').waitFor();
    await dialog.getByText('Practising pronunciation outdoors is brilliant!').waitFor();
    await dialog.getByRole('button', { name: /Listen/ }).waitFor();
    // The sentence the word came from reached the model beside the word, never inside the system prompt.
    const asked = chatRequests().at(-1)!.body.messages as Array<{ role: string; content: string }>;
    expect(asked.at(-1)).toEqual({ role: 'user', content: 'brilliant\nSentence: Practising pronunciation outdoors is brilliant!' });
    expect(asked[0]!.content).not.toContain('outdoors');
    await page.context().close();
  });
});

describe('learning tools', () => {
  it('loads AI grammar tips when opened, filters them, and refreshes them', async () => {
    const { page } = await openChat();
    openai.reply = ['- **Use the past simple** for finished actions.', '* Remember the comma before but.', 'Say "since Monday" but "for two days".'].join('\n');
    await page.getByRole('button', { name: /Grammar Tips/ }).click();
    await page.getByText('AI-powered').waitFor();
    await page.getByText('Use the past simple for finished actions.').waitFor();
    await page.getByText('Say "since Monday" but "for two days".').waitFor();
    expect(await page.getByText(/comma/).count()).toBe(0);
    openai.reply = 'Put adverbs of frequency before the main verb.';
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('Put adverbs of frequency before the main verb.').waitFor();
    await page.context().close();
  });

  it('offers dictation and text-to-speech panels, and respects mute', async () => {
    const { page } = await openChat();
    // The greeting first: its audio would otherwise count as the panel's, or start while dictation listens.
    await greetingSpoken(page);
    await page.getByRole('button', { name: 'Voice practice' }).click();
    await page.getByText('Ready to listen').waitFor();
    await page.getByRole('button', { name: 'Start Listening', exact: true }).click();
    await page.getByText('Listening...', { exact: true }).first().waitFor();
    await page.evaluate(() => (window as any).__speech.say('thirty three thin thieves'));
    await page.getByLabel('Dictation transcript').getByText('thirty three thin thieves').waitFor();
    await page.getByText('25 characters').waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByText('0 characters').waitFor();
    await page.getByRole('button', { name: 'Stop Listening', exact: true }).click();

    const before = await played(page);
    await page.getByLabel('Text to hear').fill('Three free throws.');
    await page.getByRole('button', { name: 'Generate Speech' }).click();
    await expect.poll(() => played(page), { timeout: 10_000 }).toBeGreaterThan(before);
    await page.getByRole('button', { name: 'Mute', exact: true }).click();
    await page.getByRole('complementary', { name: 'Learning tools' }).getByText('Muted', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Generate Speech' }).isDisabled()).resolves.toBe(true);
    await page.context().close();
  });
});

describe('a voice turn', () => {
  it('listens, shows the live transcript, holds an unfinished phrase, sends a finished one, pauses while the teacher speaks, and resumes', async () => {
    const { page } = await openChat();
    const conversation = page.getByRole('region', { name: 'AI Assistant' });
    await conversation.getByRole('listitem').first().waitFor();
    await greetingSpoken(page);

    await page.getByRole('button', { name: 'Start listening' }).click();
    await page.getByTestId('voice-status').filter({ hasText: 'Listening...' }).waitFor();
    expect(await page.evaluate(() => (window as any).__speech.log[0])).toBe('start:en-US');
    const before = await played(page);
    // An unfinished phrase holds the turn, and the learner sees Parley is still listening (ADR 032).
    await page.evaluate(() => (window as any).__speech.say('I practised the th sound with the'));
    await conversation.getByText(/Still listening, take your time\. Will send in \d/).waitFor();
    await page.evaluate(() => (window as any).__speech.say('I practised the th sound all morning'));
    await conversation.getByText('I practised the th sound all morning').waitFor();
    await conversation.getByText(openai.reply).waitFor({ timeout: 10_000 });
    await expect.poll(() => played(page), { timeout: 10_000 }).toBeGreaterThan(before);
    await expect.poll(() => page.evaluate(() => (window as any).__speech.log.includes('abort')), { timeout: 10_000 }).toBe(true);
    // After the teacher has finished, the microphone listens again.
    await page.getByTestId('voice-status').filter({ hasText: 'Listening...' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => (window as any).__speech.isListening()), { timeout: 10_000 }).toBe(true);
    const sent = chatRequests().at(-1)!.body.messages.at(-1);
    expect(sent).toEqual({ role: 'user', content: 'I practised the th sound all morning' });
    await page.context().close();
  });

  it("offers the spec's buttons when the microphone is denied", async () => {
    const { page } = await openChat();
    await greetingSpoken(page);
    await page.getByRole('button', { name: 'Start listening' }).click();
    await page.evaluate(() => (window as any).__speech.deny());
    await page.getByText('Microphone access denied').waitFor();
    await page.getByRole('button', { name: 'Request Permission' }).waitFor();
    await page.getByRole('link', { name: 'Browser Settings Guide' }).waitFor();
    await page.getByRole('button', { name: 'Refresh Page' }).waitFor();
    await page.context().close();
  });
});
