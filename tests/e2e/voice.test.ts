/**
 * Voice turns recorded from Chromium's fake microphone (a WAV made with eSpeak NG) on pages without
 * Web Speech, as in Firefox: recorded, transcribed by the fake provider, answered (ADR 010).
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { teachers, users, voiceSettings } from '../../src/server/db/schema';
import { LEARNED_WAITS_BY } from '../../src/shared/turn-taking/choose-wait';
import { formatPause } from '../../src/shared/voice-settings';
import { openPage } from '../support/browser';
import { writeSpokenWav } from '../support/spoken-wav';
import { browserForFile, openAiTestServerForFile, testServerForFile } from '../support/test-server-for-file';

const { openai, server } = openAiTestServerForFile();
const browser = browserForFile(async () => [`--use-file-for-fake-audio-capture=${await writeSpokenWav('Yesterday I goed to the park with my friend.')}%noloop`]);
let learners = 0;
let topic: string;

beforeAll(async () => {
  const [maya] = await server.deps.db.select().from(teachers).where(eq(teachers.slug, 'maya'));
  topic = maya!.conversationCategories[0]!;
});
beforeEach(() => {
  openai.reply = 'Oh, you went to the park! We say "went", not "goed". What did you do there?';
  openai.transcriptions.transcript = 'Yesterday I goed to the park with my friend.';
  openai.transcriptions.latencyMs = 700;
  openai.speechMaxToneMs = 2_000;
});

/** Firefox has no Web Speech: the page must record and send audio to Parley's server instead. */
function removeWebSpeech() {
  delete (window as any).SpeechRecognition;
  delete (window as any).webkitSpeechRecognition;
}

async function openChat(options: { isMobile?: boolean } = {}): Promise<{ page: Page; email: string; errors: string[] }> {
  const email = `voice-${++learners}@parley.test`;
  await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email, password: 'my-password', name: '' }),
  });
  const { page, errors } = await openPage(browser, { baseURL: server.url, isMobile: options.isMobile });
  await page.addInitScript(removeWebSpeech);
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/app');
  await page.goto(`/app/teacher/maya?topic=${encodeURIComponent(topic)}`);
  return { page, email, errors };
}

const status = (page: Page, text: string | RegExp) => page.getByTestId('voice-status').filter({ hasText: text });
/** Requests that sent `content` as the learner's message to the model. */
const turnsSent = (content: string) => openai.requests.filter((r) => r.path.endsWith('/chat/completions') && r.body.messages.at(-1)?.content === content).length;

/**
 * One turn's uploads: at least one, each the recording so far (so never shorter than the one before). A busy machine
 * may hear pauses mid-sentence and transcribe the turn at each; the words are sent once, counted by `turnsSent`.
 */
function expectOneTurnTranscribed(uploads: Array<{ fileBytes: number }>) {
  expect(uploads.length).toBeGreaterThanOrEqual(1);
  const sizes = uploads.map((u) => u.fileBytes);
  expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
}

const lastUserMessage = () => openai.requests.filter((r) => r.path.endsWith('/chat/completions')).at(-1)?.body.messages.at(-1);

async function chooseSettings(page: Page, choose: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: 'Voice settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Voice settings' });
  await choose(dialog);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('a recorded voice turn (no Web Speech in the browser)', () => {
  it('records the learner, has the server transcribe it verbatim at the pause, sends it on its finished words, and the teacher answers', async () => {
    const { page, errors } = await openChat();
    const conversation = page.getByRole('region', { name: 'AI Assistant' });
    // The introduction is spoken first; the microphone opens once the teacher is quiet again.
    await status(page, 'Maya Chen is speaking...').waitFor({ timeout: 15_000 });
    await status(page, 'Ready to chat').waitFor({ timeout: 15_000 });

    // A slow transcription, so the countdown is seen before the recording's words come.
    openai.transcriptions.latencyMs = 1_500;
    await page.getByRole('button', { name: 'Start listening' }).click();
    await status(page, 'Listening...').waitFor();
    // Server recognition has no words until the recording is transcribed: the wait learned for silence alone
    // (ADR 032), the loudness meter's while the speech model loads, then the model's.
    const unheardWaits = [LEARNED_WAITS_BY.model, LEARNED_WAITS_BY.loudness].map((waits) => `Will send in ${formatPause(waits.waitMs.unheard)}`);
    await conversation.getByText(new RegExp(unheardWaits.map((text) => text.replaceAll('.', '\\.')).join('|'))).first().waitFor({ timeout: 10_000 });
    await conversation.getByText('Yesterday I goed to the park with my friend.').waitFor({ timeout: 10_000 });
    await conversation.getByText(openai.reply).waitFor({ timeout: 10_000 });

    // Transcribed at the pause, the words read as a finished sentence: that transcript was the message, sent once.
    // On a busy machine the speech detector may hear a pause mid-sentence first: that recording is transcribed too,
    // the learner speaks on, and the whole turn is transcribed again at the real pause (as in the landing demo below).
    const upload = openai.transcriptions.requests.at(-1);
    expectOneTurnTranscribed(openai.transcriptions.requests);
    expect(turnsSent('Yesterday I goed to the park with my friend.')).toBe(1);
    expect(upload).toMatchObject({ model: 'gpt-4o-mini-transcribe', language: 'en', fileName: 'speech.webm', fileType: 'audio/webm' });
    expect(upload!.fileBytes).toBeGreaterThan(2_000);
    expect(lastUserMessage()).toEqual({ role: 'user', content: 'Yesterday I goed to the park with my friend.' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("with 'Only when I tap' waits for the tap, and the settings survive a reload", async () => {
    const { page, email } = await openChat();
    const conversation = page.getByRole('region', { name: 'AI Assistant' });
    await status(page, 'Maya Chen is speaking...').waitFor({ timeout: 15_000 });
    await status(page, 'Ready to chat').waitFor({ timeout: 15_000 });
    await chooseSettings(page, (dialog) => dialog.getByLabel('Only when I tap').check());
    const [user] = await server.deps.db.select().from(users).where(eq(users.email, email));
    await expect.poll(async () => (await server.deps.db.select().from(voiceSettings).where(eq(voiceSettings.userId, user!.id)))[0]?.sendAfterMs, { timeout: 5_000 }).toBeNull();
    await expect.poll(async () => (await server.deps.db.select().from(voiceSettings).where(eq(voiceSettings.userId, user!.id))).length).toBe(1);

    const before = openai.transcriptions.requests.length;
    await page.getByRole('button', { name: 'Start listening' }).click();
    await status(page, 'Listening...').waitFor();
    // The recording has 2-3 s of speech then silence: long past any automatic pause, nothing is sent.
    await page.waitForTimeout(6_000);
    expect(openai.transcriptions.requests).toHaveLength(before);
    openai.transcriptions.latencyMs = 1_500;
    await page.getByRole('button', { name: 'Stop listening' }).click();
    await conversation.getByText('Processing your speech...').waitFor({ timeout: 5_000 });
    await conversation.getByText('Yesterday I goed to the park with my friend.').waitFor({ timeout: 10_000 });
    await conversation.getByText(openai.reply).waitFor({ timeout: 10_000 });
    expect(openai.transcriptions.requests).toHaveLength(before + 1);

    await page.reload();
    await page.getByRole('button', { name: 'Voice settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Voice settings' });
    await expect.poll(() => dialog.getByLabel('Only when I tap').isChecked()).toBe(true);
    await expect(dialog.getByLabel('Let me interrupt').isChecked()).resolves.toBe(false);
    await page.context().close();
  });

  it("with 'Let me interrupt' keeps the microphone open and the learner's voice stops the teacher", async () => {
    openai.speechMaxToneMs = 10_000; // a teacher who talks for a long time
    const { page } = await openChat();
    const conversation = page.getByRole('region', { name: 'AI Assistant' });
    await page.getByRole('button', { name: 'Voice settings' }).waitFor();
    await chooseSettings(page, (dialog) => dialog.getByLabel('Let me interrupt').check());
    await status(page, 'Maya Chen is speaking...').waitFor({ timeout: 15_000 });
    const speakingSince = Date.now();

    await page.getByRole('button', { name: 'Start listening' }).click();
    await status(page, /Listening|Processing/).waitFor({ timeout: 6_000 });
    // Stopped by the learner's voice, long before its 10 s of audio were over.
    expect(Date.now() - speakingSince).toBeLessThan(8_000);
    await conversation.getByText('Yesterday I goed to the park with my friend.').waitFor({ timeout: 10_000 });
    await conversation.getByText(openai.reply).waitFor({ timeout: 10_000 });
    await page.context().close();
  });
});

describe('a recorded turn in the landing demo', () => {
  it('starts the demo session, is transcribed and answered, and counts as a demo message', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await page.addInitScript(removeWebSpeech);
    await page.goto('/');
    const demo = page.getByRole('region', { name: 'Demo Chat with Sophia Bennett' });
    await demo.getByText('2 messages left').waitFor();
    await demo.getByRole('listitem').first().waitFor();
    const before = openai.transcriptions.requests.length;
    const turnsBefore = turnsSent('Yesterday I goed to the park with my friend.');
    await page.getByRole('button', { name: 'Start listening' }).click();
    await demo.getByText('Yesterday I goed to the park with my friend.').waitFor({ timeout: 15_000 });
    await demo.getByText(openai.reply).waitFor({ timeout: 10_000 });
    await demo.getByText('1 message left').waitFor();
    // Transcribed whole, or (on a busy machine, where the speech detector heard pauses mid-sentence) at each pause
    // and then whole: one turn either way, sent once, and one demo message.
    expectOneTurnTranscribed(openai.transcriptions.requests.slice(before));
    expect(turnsSent('Yesterday I goed to the park with my friend.') - turnsBefore).toBe(1);
    await page.context().close();
  });
});

/** Records every Web Audio buffer the page starts and stops, and when the learner submits (window.__audio). */
function watchWebAudio() {
  const w = window as any;
  w.__audio = { calls: [] as Array<{ call: 'start' | 'stop'; t: number }>, submittedAt: undefined as number | undefined };
  const { start, stop } = AudioBufferSourceNode.prototype;
  AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: number[]) {
    w.__audio.calls.push({ call: 'start', t: performance.now() });
    return start.apply(this, args as []);
  };
  AudioBufferSourceNode.prototype.stop = function (this: AudioBufferSourceNode, ...args: number[]) {
    w.__audio.calls.push({ call: 'stop', t: performance.now() });
    return stop.apply(this, args as []);
  };
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && !e.shiftKey) w.__audio.submittedAt = performance.now();
  }, true);
}

type AudioCalls = { calls: Array<{ call: 'start' | 'stop'; t: number }>; submittedAt?: number };
const audioCalls = (page: Page) => page.evaluate(() => (window as any).__audio as AudioCalls);

describe('a new turn', () => {
  it('silences the teacher at once when the learner sends, and the new reply is spoken', async () => {
    openai.speechMaxToneMs = 10_000; // the introduction would talk for 10 s
    const { page, errors } = await openChat();
    await page.evaluate(watchWebAudio);
    await status(page, 'Maya Chen is speaking...').waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await audioCalls(page)).calls.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const box = page.getByLabel('Your message');
    await box.fill('Sorry, can I ask something else?');
    await box.press('Enter');
    await page.getByRole('region', { name: 'AI Assistant' }).getByText(openai.reply).waitFor({ timeout: 10_000 });
    await expect.poll(async () => {
      const { calls, submittedAt } = await audioCalls(page);
      return calls.filter((c) => c.call === 'start' && c.t > submittedAt!).length;
    }, { timeout: 10_000 }).toBeGreaterThan(0);
    const { calls, submittedAt } = await audioCalls(page);
    // The introduction's audio was stopped on the submit, before the new reply's first sound.
    const stopped = calls.find((c) => c.call === 'stop' && c.t >= submittedAt!);
    const nextStart = calls.find((c) => c.call === 'start' && c.t > submittedAt!);
    expect(stopped).toBeDefined();
    expect(stopped!.t).toBeLessThan(nextStart!.t);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('streamed speech', () => {
  it('speaks the first clause of a long first sentence from its first bytes, then the rest of it, never twice', async () => {
    const first = 'That sounds like a wonderful trip,';
    const rest = 'and I would really love to hear which part of London you enjoyed the most last year.';
    openai.reply = `${first} ${rest} What did you eat?`;
    const { page, errors } = await openChat();
    await status(page, 'Ready to chat').waitFor({ timeout: 15_000 });
    await page.evaluate(watchWebAudio);
    const before = openai.requests.length;
    openai.speechMsPerCharacter = 300; // the first clause takes over 10 s to stream in full
    try {
      const box = page.getByLabel('Your message');
      await box.fill('I went to London last year.');
      await box.press('Enter');
      // The reply's speech only: on a busy machine the introduction can still be asked for, or start playing, late.
      const replySpeech = () => openai.requests.slice(before).filter((r) => r.path.endsWith('/audio/speech') && openai.reply.includes(String(r.body?.input ?? '')));
      await expect.poll(() => replySpeech().length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(replySpeech()[0]).toMatchObject({ body: expect.objectContaining({ input: first, response_format: 'pcm' }) });
      // The teacher is heard while the provider is still sending the clause's audio (each chunk played starts a source).
      const askedAt = await page.evaluate(() => performance.now());
      await expect.poll(async () => (await audioCalls(page)).calls.filter((c) => c.call === 'start' && c.t > askedAt).length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(replySpeech()[0]!.speechEnding).toBeUndefined();
      await status(page, 'Maya Chen is speaking...').waitFor();
      await expect.poll(() => openai.requests.slice(before).filter((r) => r.path.endsWith('/audio/speech')).map((r) => r.body.input), { timeout: 10_000 }).toEqual([first, rest, 'What did you eat?']);
    } finally {
      openai.speechMsPerCharacter = 0;
    }
    await page.getByRole('button', { name: 'Mute' }).click(); // stops the streams: the provider's requests end early
    await expect.poll(() => openai.requests.slice(before).filter((r) => r.path.endsWith('/audio/speech')).every((r) => r.speechEnding === 'aborted'), { timeout: 10_000 }).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('without any transcription provider', () => {
  const offline = testServerForFile();

  it('says plainly that speech recognition is not available where Web Speech and server recognition are both missing, and offers typing', async () => {
    const { page } = await openPage(browser, { baseURL: offline.url });
    await page.addInitScript(removeWebSpeech);
    await page.goto('/');
    const demo = page.getByRole('region', { name: /Demo Chat with/ });
    await demo.getByRole('listitem').first().waitFor();
    await page.getByRole('button', { name: 'Start listening' }).click();
    await page.getByText('Speech recognition is not available here.').waitFor();
    expect(await page.getByTestId('voice-status').first().textContent()).not.toContain('Listening');
    await page.getByRole('button', { name: 'Type instead' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('message-composer');
    await page.context().close();
  });
});

describe('the chat screen on a phone (390x844)', () => {
  it('gives the scrolling conversation at least 55% of the screen and keeps the message box visible', async () => {
    const { page } = await openChat({ isMobile: true });
    const conversation = page.getByRole('region', { name: 'AI Assistant' });
    const box = page.getByLabel('Your message');
    await box.fill('Hello Maya!');
    await page.getByRole('button', { name: 'Send' }).click();
    await conversation.getByText(openai.reply).waitFor({ timeout: 10_000 });
    await page.getByText('You have 1 message remaining.').waitFor(); // the banner is showing, the worst case
    await page.screenshot({ path: `${process.env.PHONE_SCREENSHOT ?? '/dev/null'}` }).catch(() => undefined);

    const list = await conversation.getByRole('list').first().boundingBox();
    const composer = await box.boundingBox();
    expect(list!.height / 844).toBeGreaterThanOrEqual(0.55);
    expect(composer!.y).toBeGreaterThanOrEqual(0);
    expect(composer!.y + composer!.height).toBeLessThanOrEqual(844);
    // The voice bar (microphone) stays on screen too.
    const microphone = await page.getByRole('button', { name: 'Start listening' }).boundingBox();
    expect(microphone!.y + microphone!.height).toBeLessThanOrEqual(844);
    await page.context().close();
  });
});
