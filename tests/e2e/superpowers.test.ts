/** The teachers' superpowers, offline: Daniel's interview practice and Claire's writing challenges. */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { stripeCustomers, stripeSubscriptions, users } from '../../src/server/db/schema';
import { openPage } from '../support/browser';
import { installFakeSpeechRecognition } from '../support/fake-speech-recognition';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile(); // no OpenAI key: the offline tutor answers
const browser = browserForFile();
let learners = 0;

type SentChat = { mode?: string; subject?: string; messages: Array<{ role: string; content: string }> };

/** A signed-in subscriber (so the 2 free messages never interfere) on a teacher's chat, with every chat request recorded. */
async function openTeacher(slug: string, topic: string): Promise<{ page: Page; errors: string[]; sent: SentChat[] }> {
  const email = `superpower-${++learners}@parley.test`;
  await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email, password: 'my-password', name: '' }),
  });
  const [user] = await server.deps.db.select().from(users).where(eq(users.email, email));
  await server.deps.db.insert(stripeCustomers).values({ userId: user!.id, customerId: `cus_${user!.id}` });
  await server.deps.db.insert(stripeSubscriptions).values({ customerId: `cus_${user!.id}`, subscriptionId: `sub_${user!.id}`, status: 'active', priceId: 'price_monthly' });

  const { page, errors } = await openPage(browser, { baseURL: server.url });
  await page.addInitScript(installFakeSpeechRecognition);
  const sent: SentChat[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/functions/v1/chat')) sent.push(JSON.parse(request.postData() ?? '{}'));
  });
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/app');
  await page.goto(`/app/teacher/${slug}?topic=${encodeURIComponent(topic)}`);
  return { page, errors, sent };
}

const isDisabled = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).isDisabled();

describe('interview practice with Daniel', () => {
  it('starts, asks question 1, gives unspoken feedback only after an answer, moves on, and exits', async () => {
    const { page, errors, sent } = await openTeacher('daniel', 'Behavioral Questions');
    await page.getByRole('region', { name: 'AI Assistant' }).waitFor();
    await page.getByText('Tips for answering').waitFor();
    await page.getByText('Common questions').waitFor();

    await page.getByRole('button', { name: 'Start Interview Practice' }).click();
    const chat = page.getByRole('region', { name: 'Interview Practice' });
    await chat.getByText('Question 1', { exact: true }).waitFor();
    await chat.getByText(/Question 1: Tell me about yourself\./).waitFor();
    await expect(chat.getByRole('listitem').count()).resolves.toBe(1); // Start cleared the chat
    await expect(isDisabled(page, 'Get Feedback on Answer')).resolves.toBe(true);
    await expect(isDisabled(page, 'Get Feedback')).resolves.toBe(true);
    await page.getByRole('button', { name: 'Exit Interview' }).waitFor();

    const answer = 'I am a project manager with six years of experience. I led a team of five and we delivered a new booking system two weeks early.';
    await page.getByLabel('Your message').fill(answer);
    await page.getByLabel('Your message').press('Enter');
    await chat.getByText(answer).waitFor();
    await expect.poll(() => isDisabled(page, 'Get Feedback on Answer'), { timeout: 20_000 }).toBe(false);
    expect(sent.find((body) => body.messages.at(-1)?.content === answer)?.mode).toBe('interview');

    // A failed feedback request says so in the chat, like the chat's own errors, and the learner can ask again.
    let shouldFail = true;
    await page.route('**/functions/v1/chat', (route) =>
      shouldFail && route.request().postData()?.includes('"interview-feedback"') ? route.fulfill({ status: 502, json: { error: 'The tutor is unavailable.' } }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Get Feedback on Answer' }).click();
    await chat.getByText('Failed to get feedback...').waitFor();
    shouldFail = false;
    await expect.poll(() => isDisabled(page, 'Get Feedback on Answer')).toBe(false);
    await page.getByRole('button', { name: 'Get Feedback', exact: true }).click(); // the header's control
    const feedback = chat.getByRole('listitem', { name: 'Feedback' });
    await feedback.getByText('FEEDBACK', { exact: true }).waitFor({ timeout: 20_000 });
    await feedback.getByText(/Strengths:/).waitFor();
    await feedback.getByRole('button', { name: 'Listen to Feedback' }).waitFor();
    expect(sent.at(-1)?.mode).toBe('interview-feedback');

    await page.getByRole('button', { name: 'Ask Next Question' }).click();
    await chat.getByText('Question 2', { exact: true }).waitFor();
    await chat.getByText('Question 2: Why are you interested in this role?').waitFor();
    await expect(isDisabled(page, 'Get Feedback on Answer')).resolves.toBe(true);

    // A reload loses nothing: the interview comes back at question 2, with the answer and its feedback.
    await expect.poll(() => new URL(page.url()).searchParams.get('conversation')).not.toBeNull();
    await page.reload();
    const reopened = page.getByRole('region', { name: 'Interview Practice' });
    await reopened.getByText('Question 2', { exact: true }).waitFor({ timeout: 20_000 });
    await reopened.getByText(/Question 1: Tell me about yourself\./).waitFor();
    await reopened.getByText(answer).waitFor();
    await reopened.getByRole('listitem', { name: 'Feedback' }).getByText(/Strengths:/).waitFor();
    await reopened.getByText('Question 2: Why are you interested in this role?').waitFor();
    await expect(isDisabled(page, 'Get Feedback on Answer')).resolves.toBe(true);

    await page.getByRole('button', { name: 'Exit Interview' }).click();
    await page.getByRole('region', { name: 'AI Assistant' }).waitFor();
    await expect(page.getByText('Question 2', { exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Exit Interview' }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('writing challenges with Claire', () => {
  it('filters the eight challenges, submits a formatted challenge answer for feedback, and resets the box', async () => {
    const { page, errors, sent } = await openTeacher('claire', 'Professional Emails');
    await page.getByRole('button', { name: 'Start Writing Challenge' }).waitFor();
    await page.getByRole('region', { name: 'Writing prompts' }).waitFor();
    await page.getByRole('region', { name: 'Writing tips' }).waitFor();
    const categories = page.getByRole('group', { name: 'Challenge category' });
    const challenges = page.getByRole('list', { name: 'Challenges' }).getByRole('listitem');
    await expect(challenges.count()).resolves.toBe(8);

    await categories.getByRole('button', { name: 'Grammar', exact: true }).click();
    await expect.poll(() => challenges.count()).toBe(2);
    for (const text of await challenges.allTextContents()) expect(text).toContain('Grammar');
    await categories.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => challenges.count()).toBe(8);

    await page.getByRole('button', { name: /Meeting Request Email/ }).click();
    await page.getByText(/Write an email to your manager asking for a 30-minute meeting/).waitFor();
    await page.getByText('Purpose:').waitFor();
    await page.getByRole('button', { name: 'Start Writing Challenge' }).click();
    await page.getByRole('region', { name: 'AI Assistant' }).getByText(/Let's begin the challenge Meeting Request Email\./).waitFor();
    const box = page.getByLabel('Your writing');
    await expect(isDisabled(page, 'Submit')).resolves.toBe(true);
    await box.fill('   ');
    await expect(isDisabled(page, 'Submit')).resolves.toBe(true);

    const draft = 'Dear Ms Brown,\n\nI am writing for ask if we could meet next week to discuss a new project idea. Would Tuesday morning suit you?\n\nBest regards,\nAnna';
    await box.fill(draft);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const chat = page.getByRole('region', { name: 'AI Assistant' });
    await chat.getByText(/Writing challenge: Meeting Request Email\s+Dear Ms Brown,/).waitFor();
    const reply = chat.getByRole('listitem').last();
    await reply.getByRole('button', { name: 'Play message' }).waitFor({ timeout: 20_000 });
    await expect(reply.textContent()).resolves.toMatch(/Claire Dubois:/);
    expect(sent.at(-1)).toMatchObject({ mode: 'writing', subject: 'meeting-request-email' });
    expect(sent.at(-1)?.messages.at(-1)?.content).toMatch(/^Writing challenge: Meeting Request Email\n\nDear Ms Brown,/);

    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(box.inputValue()).resolves.toBe('');
    await expect(isDisabled(page, 'Submit')).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
