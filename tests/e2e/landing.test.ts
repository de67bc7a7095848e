import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { installFakeSpeechRecognition } from '../support/fake-speech-recognition';
import { signUpAndSignIn } from '../support/sign-in-page';
import { browserForFile, openAiTestServerForFile } from '../support/test-server-for-file';

const { openai, server } = openAiTestServerForFile();
const browser = browserForFile();

/** Playing starts before the metadata arrives (duration is NaN until then): wait for it, then jump to the last moments. */
async function skipToTheVideosEnd(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Number.isFinite(document.querySelector('video')!.duration)), { timeout: 10_000 })
    .toBe(true);
  await page.evaluate(() => {
    const video = document.querySelector('video')!;
    video.currentTime = Math.max(0, video.duration - 0.3);
  });
}

beforeAll(() => {
  openai.reply = 'Lovely to meet you! Music is a wonderful topic. What do you enjoy listening to?';
});


describe('the demo chat', () => {
  it('greets, answers two messages (typed and spoken), then offers sign-up, which lands on /app', async () => {
    const { page, errors } = await openPage(browser, { baseURL: server.url });
    await page.addInitScript(installFakeSpeechRecognition);
    await page.goto('/');
    const demo = page.getByRole('region', { name: 'Demo Chat with Sophia Bennett' });
    await demo.getByText('2 messages left').waitFor();
    await demo.getByRole('listitem').first().waitFor(); // Sophia greets first
    await page.getByText('Click here once to speak').waitFor();

    const box = demo.getByLabel('Your message');
    expect(await box.getAttribute('placeholder')).toBe('Or type your message here...');
    await box.fill('Hi Sophia, I love music.');
    await demo.getByRole('button', { name: 'Send' }).click();
    await demo.getByText(openai.reply).waitFor();
    await demo.getByText('1 message left').waitFor();

    await page.getByTestId('voice-status').filter({ hasText: 'Ready to chat' }).waitFor({ timeout: 20_000 });
    await page.keyboard.press('Space');
    await page.getByText('Listening... (Click to stop or press Space)').waitFor();
    await page.evaluate(() => (window as any).__speech.say('I play the guitar every um'));
    await demo.getByText(/Still listening, take your time\. Will send in \d/).waitFor();
    await page.evaluate(() => (window as any).__speech.say('I play the guitar every evening'));
    await demo.getByText('I play the guitar every evening').waitFor();
    await demo.getByText('0 messages left').waitFor({ timeout: 10_000 });
    await page.getByText('Demo limit reached - sign up to continue!').waitFor();

    // A typed third message (Enter, then the Send button) opens the sign-up offer instead of sending.
    const modal = page.getByRole('dialog', { name: 'Ready to Continue?' });
    const chatsBefore = openai.requests.filter((r) => r.path.endsWith('/chat/completions')).length;
    await box.fill('A third message, typed');
    await box.press('Enter');
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'hidden' });
    await expect(box.inputValue()).resolves.toBe('A third message, typed');
    await demo.getByRole('button', { name: 'Send' }).click();
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    expect(openai.requests.filter((r) => r.path.endsWith('/chat/completions'))).toHaveLength(chatsBefore);

    await page.getByRole('button', { name: /Stop listening|Start listening/ }).click();
    await modal.getByText('2 more free messages').waitFor();
    await modal.getByText('Access to all AI teachers').waitFor();
    await modal.getByText(/Each teacher has a superpower/).waitFor();
    await modal.getByText(/Personalized learning/).waitFor();
    await modal.getByText('No credit card required').waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'hidden' });

    // The way on stays in view, and nothing invites another recording.
    expect(await page.getByText('Click here once to speak').count()).toBe(0);
    await page.getByRole('button', { name: 'Create your free account' }).click();
    await modal.waitFor();
    await modal.getByLabel('Email').fill('demo.convert@parley.test');
    await modal.getByLabel('Password', { exact: true }).fill('from-the-demo');
    await modal.getByRole('button', { name: 'Start Speaking English' }).click();
    await modal.getByText('Account Created!').waitFor();
    await page.waitForURL('**/app');
    await page.getByRole('heading', { name: 'Choose Your Teacher' }).waitFor();

    // The demo conversation came along: History opens it with both turns, ready to continue.
    await page.goto('/app/history');
    await page.getByText('Hi Sophia, I love music.').waitFor();
    await page.getByRole('link', { name: 'Open conversation with Sophia Bennett about General Conversation' }).click();
    await page.waitForURL((url) => url.pathname === '/app/teacher/sophia' && url.searchParams.has('conversation'));
    const conversation = page.getByRole('region', { name: 'AI Assistant' });
    await conversation.getByText('I play the guitar every evening').waitFor();
    await expect.poll(() => conversation.getByRole('listitem').count()).toBe(5); // greeting, two messages, two replies
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('calls to action', () => {
  it('sends a signed-out visitor to sign up from the pricing cards and the calls to action', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await page.getByRole('link', { name: 'Sign Up' }).waitFor();
    await page.getByRole('button', { name: 'Get Yearly' }).click();
    await page.waitForURL('**/auth/signup');
    await page.goto('/');
    expect(await page.getByRole('link', { name: 'Start Practice' }).getAttribute('href')).toBe('/auth/signup');
    expect(await page.getByRole('link', { name: 'Start Learning Now' }).getAttribute('href')).toBe('/auth/signup');
    await page.getByText('Save $33 per year').waitFor();
    await page.getByText('Most Popular').first().waitFor();
    await page.context().close();
  });

  it('shows the signed-in variants', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await signUpAndSignIn(page, server.url, 'returning.visitor@parley.test');
    await page.goto('/');
    expect(await page.getByRole('link', { name: 'Go to App' }).getAttribute('href')).toBe('/app');
    // The second one sits in a section rendered after the first paint: wait for it before counting what is absent.
    await expect.poll(() => page.getByRole('link', { name: 'Continue Learning' }).count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('link', { name: 'Start Practice' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('the intro video', () => {
  it("says 'Scroll to watch', plays once half visible, and ends on the call to action", async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await page.goto('/');
    const tour = page.locator('#tour');
    await tour.getByText('Scroll to watch').waitFor();
    expect(await page.evaluate(() => document.querySelector('video')!.paused)).toBe(true);
    await tour.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => !document.querySelector('video')!.paused), { timeout: 10_000 }).toBe(true);
    await skipToTheVideosEnd(page);
    await tour.getByText('Ready to start your journey?').waitFor({ timeout: 10_000 });
    await tour.getByText('Join thousands of learners building confidence through AI-powered conversation practice.').waitFor();
    await tour.getByText('No credit card required • Start speaking in seconds').waitFor();
    await tour.getByRole('link', { name: 'Start Your Free Trial' }).click();
    await page.waitForURL('**/auth/signup');
    await page.context().close();
  });

  it('shows the signed-in overlay', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await signUpAndSignIn(page, server.url, 'video.watcher@parley.test');
    await page.goto('/');
    const tour = page.locator('#tour');
    await tour.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => !document.querySelector('video')!.paused), { timeout: 10_000 }).toBe(true);
    await skipToTheVideosEnd(page);
    await tour.getByText('Welcome back! Continue where you left off.').waitFor({ timeout: 10_000 });
    expect(await tour.getByRole('link', { name: 'Continue Learning' }).getAttribute('href')).toBe('/app');
    await page.context().close();
  });

  it('offers Retry when the video cannot be loaded, and plays after a successful retry', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await page.route('**/media/parley-tour.webm', (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.goto('/');
    const tour = page.locator('#tour');
    // The video is asked for once the tour nears the viewport (not on the phone's first load).
    await tour.scrollIntoViewIfNeeded();
    await tour.getByText('Failed to load video. Please check the URL and try again.').waitFor({ timeout: 10_000 });
    await page.unroute('**/media/parley-tour.webm');
    await tour.getByRole('button', { name: 'Retry' }).click();
    await tour.getByText('Failed to load video. Please check the URL and try again.').waitFor({ state: 'hidden' });
    await tour.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => !document.querySelector('video')!.paused), { timeout: 10_000 }).toBe(true);
    await page.context().close();
  });
});

describe('referral', () => {
  it('keeps a referral code for 30 days and loads no third-party script when none is configured', async () => {
    const { page, context } = await openPage(browser, { baseURL: server.url });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/?via=partner42');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === 'affonso_referral');
    expect(cookie?.value).toBe('partner42');
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    expect(requested.every((url) => url.startsWith(server.url))).toBe(true);
    await context.close();
  });
});
