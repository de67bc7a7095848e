/**
 * Maya's Pronunciation check in Chromium, no keys: the model reading is spoken, the learner's reading
 * comes from the fake microphone (a WAV the app's own eSpeak NG says, with "light" for "right"), the
 * keyless engine judges it, and the sentence comes back with each word's score and the sentence's four
 * scores, the slip named where the model learned from real learners is confident of it (ADR 023); "Try
 * again" records anew.
 * The panel silences the teacher before it reads or records, shows the time recorded, stops by itself at
 * the limit, keeps focus and the verdict in view, says once when another sentence was read, and opens on
 * the learner's most-missed sound. Review's "Say it" checks a correction card's better sentence the same way.
 */
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FREE_MESSAGE_LIMIT } from '../../src/shared/constants';
import { teachers, userProfiles, users } from '../../src/server/db/schema';
import { addNotebookEntries } from '../../src/server/features/notebook/add-notebook-entries';
import { openPage } from '../support/browser';
import { createAccount, signUpAndSignIn } from '../support/sign-in-page';
import { writeSpokenWav } from '../support/spoken-wav';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const browser = browserForFile(async () => [`--use-file-for-fake-audio-capture=${await writeSpokenWav('We read the light letter.', { trailingSilenceS: 1 })}%noloop`]);

const voiceStatus = (page: Page) => page.getByTestId('voice-status');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null);
/** Whether the element is on screen and not hidden by a scrolled container: what is at its middle is it. */
const isInView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + box.height / 2);
    return box.top >= 0 && box.bottom <= window.innerHeight && hit !== null && element.contains(hit);
  });

async function openMaya(page: Page) {
  const [maya] = await server.deps.db.select().from(teachers).where(eq(teachers.slug, 'maya'));
  await page.goto(`/app/teacher/maya?topic=${encodeURIComponent(maya!.conversationCategories[0]!)}`);
}

async function openPractice(page: Page) {
  const disclosure = page.getByRole('button', { name: 'Voice practice' });
  await expect(disclosure.getAttribute('aria-expanded')).resolves.toBe('false');
  await disclosure.click();
  await expect(disclosure.getAttribute('aria-expanded')).resolves.toBe('true');
  await page.getByRole('heading', { name: 'Pronunciation check' }).waitFor();
}

/** Starts a reading with `label`, waits while the fake microphone says its sentence (about 2 s), then stops it. */
async function readAloud(page: Page, label: string) {
  const answer = page.waitForResponse((response) => response.url().includes('/functions/v1/pronunciation'));
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('button', { name: 'Stop and check' }).waitFor();
  await page.getByRole('timer').filter({ hasText: /^Recording 0:0[0-2] \/ 0:30$/ }).waitFor();
  await page.getByRole('timer').filter({ hasText: 'Recording 0:02 / 0:30' }).waitFor({ timeout: 5_000 });
  await page.waitForTimeout(1_000);
  await page.getByRole('button', { name: 'Stop and check' }).click();
  await page.getByRole('button', { name: 'Checking...' }).waitFor();
  const response = await answer;
  expect(response.status()).toBe(200);
  return response;
}

describe("Maya's Pronunciation check", () => {
  it('silences the teacher, reads the sentence aloud, records the learner with a clock, marks each word with its score, keeps focus, tries again, and Progress shows the scores', async () => {
    const { page, context, errors } = await openPage(browser, { baseURL: server.url });
    await page.addInitScript(() => {
      // Audio that actually started, counted by its source (new Audio() elements are not in the document, so their events don't reach it).
      const counts = window as unknown as { __played: string[] };
      counts.__played = [];
      const { play } = HTMLMediaElement.prototype;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        const started = play.call(this);
        void started.then(() => counts.__played.push(this.src), () => {});
        return started;
      };
    });
    await signUpAndSignIn(page, server.url, 'reader@parley.test');
    await openMaya(page);
    // Maya introduces herself aloud; the model reading must not play over her.
    await voiceStatus(page).filter({ hasText: 'Maya Chen is speaking...' }).waitFor({ timeout: 15_000 });

    await openPractice(page);
    // No checks yet: the first sound, untagged.
    await expect(page.getByLabel('Sound to practise').inputValue()).resolves.toBe('th');
    await page.getByLabel('Sound to practise').selectOption({ label: 'r and l' });
    await page.getByText('We read the right letter.').waitFor();

    const blobPlays = () => page.evaluate(() => (window as unknown as { __played: string[] }).__played.filter((src) => src.startsWith('blob:')).length);
    const playedBefore = await blobPlays();
    const modelReading = page.waitForResponse((response) => response.url().includes('/functions/v1/speech') && (response.request().postData() ?? '').includes('right letter'));
    expect(await voiceStatus(page).textContent()).toBe('Maya Chen is speaking...');
    await page.getByRole('button', { name: 'Hear it' }).click();
    await voiceStatus(page).filter({ hasText: 'Ready to chat' }).waitFor({ timeout: 1_000 });
    const spoken = await modelReading;
    expect(spoken.status()).toBe(200);
    expect(JSON.parse(spoken.request().postData() ?? '{}')).toMatchObject({ text: 'We read the right letter.', teacher_slug: 'maya', speed: 0.5 });
    expect(spoken.headers()['content-type']).toMatch(/^audio\//);
    await expect.poll(blobPlays, { timeout: 15_000 }).toBeGreaterThan(playedBefore);

    await readAloud(page, 'Read it aloud');
    const words = page.getByRole('list', { name: 'Your reading, word by word' });
    await words.waitFor({ timeout: 20_000 });
    // The slip said is named (the learned model is confident of it), with the tip for its sound; each word has its
    // score and band for screen readers, and the slip what was heard.
    await expect(words.getByRole('listitem').allTextContents()).resolves.toEqual(['We', 'read', 'the', 'right (heard “light”)', 'letter']);
    const labels = await words.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    for (const label of labels.filter((_, at) => at !== 3)) expect(label).toMatch(/^(We|read|the|letter): \d+ out of 100, (clear|almost|needs practice)$/);
    expect(labels[3]).toMatch(/^right: [0-5]?\d out of 100, needs practice, heard "light"$/);
    await page.getByText(/pull your tongue back/).waitFor();
    const scores = page.getByRole('list', { name: 'Scores for the whole sentence' });
    await expect(scores.getByRole('listitem').allTextContents()).resolves.toEqual([expect.stringMatching(/^Accuracy\d+ out of 100/), expect.stringMatching(/^Fluency\d+/), expect.stringMatching(/^Completeness100 out of 100/), expect.stringMatching(/^Pronunciation\d+/)]);
    // Focus stays on the button, now "Try again", the verdict is in view and told once, politely.
    expect(await focusedText(page)).toBe('Try again');
    await expect.poll(() => isInView(words), { timeout: 3_000 }).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'sounded right' }).textContent()).resolves.toMatch(/^[0-4] of 5 words sounded right\. Pronunciation: \d+ out of 100, (clear|almost|needs practice)\.$/);
    await expect(page.locator('[aria-live]').filter({ has: words }).count()).resolves.toBe(0);

    // Try again: a new recording (the fake microphone starts its file again) and a new verdict.
    const again = await readAloud(page, 'Try again');
    const [, query] = again.url().split('?');
    expect(new URLSearchParams(query).get('text')).toBe('We read the right letter.');
    await words.waitFor();
    await expect(words.getByRole('listitem').count()).resolves.toBe(5);
    expect(await focusedText(page)).toBe('Try again');

    // Both checks count in Progress, the latest shown with its words marked.
    await page.goto('/app/progress');
    const figure = page.getByText('Pronunciation checks').locator('..');
    await expect.poll(() => figure.locator('dd').textContent()).toBe('2');
    // The second recording is the fake microphone's file again, cut where the clock stopped it on a busy machine:
    // whether "right" is flagged again depends on how much of it was heard, so either verdict is the latest's.
    await page.getByText(/Last check: [0-5] of 5 words came through/).waitFor();
    await expect(page.getByTestId('last-pronunciation-check').textContent()).resolves.toMatch(/^Wereadtheright(?: \(heard “light”\))?letter$/);
    await expect(page.getByRole('list', { name: 'Scores for the whole sentence' }).getByRole('listitem').count()).resolves.toBe(4);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('on a phone: silences the teacher before recording, and says once, in view, that another sentence was read', async () => {
    const { page, context, errors } = await openPage(browser, { baseURL: server.url, isMobile: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUpAndSignIn(page, server.url, 'other-sentence@parley.test');
    await openMaya(page);
    await page.getByRole('tab', { name: 'Tools' }).click();
    await openPractice(page);
    await page.getByLabel('Sound to practise').selectOption('final');
    await page.getByText('I found an old umbrella in the cold.').waitFor();
    await page.getByRole('tab', { name: 'Chat' }).click();
    await voiceStatus(page).filter({ hasText: 'Maya Chen is speaking...' }).waitFor({ timeout: 15_000 });
    await page.getByRole('tab', { name: 'Tools' }).click();

    // The microphone says "We read the light letter.", not the sentence shown. The keyless engine's verdict on
    // another sentence moves with its tuning (at d51e22a it heard none of these words, since then some): the
    // reading still goes to the server, and its answer is replaced by "every word left out", the case tested.
    await page.route('**/functions/v1/pronunciation?*', async (route) => {
      const response = await route.fetch();
      const words = 'I found an old umbrella in the cold'.split(' ').map((word) => ({ word, result: 'omitted', tip: `Say every word: "${word}" was missing.` }));
      await route.fulfill({ response, json: { ...(await response.json()), words } });
    });
    const answer = page.waitForResponse((response) => response.url().includes('/functions/v1/pronunciation'));
    await page.getByRole('button', { name: 'Read it aloud' }).click();
    await page.getByRole('timer').waitFor();
    await expect(voiceStatus(page).textContent()).resolves.toBe('Ready to chat');
    await page.waitForTimeout(3_000);
    await page.getByRole('button', { name: 'Stop and check' }).click();
    expect((await answer).status()).toBe(200);
    const message = "That didn't sound like this sentence. Read the sentence shown, word for word, and try again.";
    const verdict = page.getByText(message, { exact: true }).and(page.locator(':not([role="status"])'));
    await verdict.waitFor({ timeout: 20_000 });
    // Told once, by the status region alone (the message on screen is not a second live region).
    await expect(page.getByRole('status').filter({ hasText: message }).count()).resolves.toBe(1);
    await expect(page.locator('[aria-live]').filter({ hasText: message }).count()).resolves.toBe(0);
    await expect(page.getByText(/Say every word/).count()).resolves.toBe(0);
    await expect(page.getByRole('list', { name: 'Your reading, word by word' }).count()).resolves.toBe(0);
    expect(await focusedText(page)).toBe('Try again');
    await expect.poll(() => isInView(verdict), { timeout: 3_000 }).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('stops by itself at the 30-second limit and checks what was read', async () => {
    const { page, context, errors } = await openPage(browser, { baseURL: server.url });
    await signUpAndSignIn(page, server.url, 'long-reader@parley.test');
    await page.clock.install();
    await openMaya(page);
    await openPractice(page);
    await page.getByLabel('Sound to practise').selectOption('r-l');

    const answer = page.waitForResponse((response) => response.url().includes('/functions/v1/pronunciation'));
    await page.getByRole('button', { name: 'Read it aloud' }).click();
    await page.getByRole('timer').filter({ hasText: /^Recording 0:0\d \/ 0:30$/ }).waitFor();
    await page.waitForTimeout(3_000); // the fake microphone says the sentence
    await page.clock.fastForward('00:30'); // then the learner forgets to stop
    expect((await answer).status()).toBe(200);
    await page.getByText('Stopped at 30 seconds, the longest a reading may last.').waitFor();
    const words = page.getByRole('list', { name: 'Your reading, word by word' });
    await words.waitFor({ timeout: 20_000 });
    await expect(words.getByRole('listitem').count()).resolves.toBe(5);
    await expect(page.getByText('A recording may last at most 30 seconds.').count()).resolves.toBe(0);
    expect(await focusedText(page)).toBe('Try again');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("says in Lucía's Voice practice that the check is for English only", async () => {
    const { page, context } = await openPage(browser, { baseURL: server.url });
    await signUpAndSignIn(page, server.url, 'lector@parley.test');
    const [lucia] = await server.deps.db.select().from(teachers).where(eq(teachers.slug, 'lucia'));
    await page.goto(`/app/teacher/lucia?topic=${encodeURIComponent(lucia!.conversationCategories[0]!)}`);
    await page.getByRole('button', { name: 'Voice practice' }).click();
    await page.getByText('Pronunciation check: English only.', { exact: false }).waitFor();
    await expect(page.getByRole('heading', { name: 'Pronunciation check' }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe('"Say it" in Review', () => {
  /** Signs an existing learner in (password 'my-password') and opens Review. */
  async function openReviewAs(email: string) {
    const opened = await openPage(browser, { baseURL: server.url });
    await opened.page.goto('/auth/signin');
    await opened.page.getByLabel('Email').fill(email);
    await opened.page.getByLabel('Password', { exact: true }).fill('my-password');
    await opened.page.getByRole('button', { name: 'Sign In' }).click();
    await opened.page.waitForURL('**/app');
    await opened.page.goto('/app/review');
    return opened;
  }

  it("checks the correction's better sentence read aloud and says which words came through; not offered for Spanish or words", async () => {
    await createAccount(server.url, 'sayer@parley.test');
    const [learner] = await server.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'sayer@parley.test'));
    await addNotebookEntries(server.deps.db, learner!.id, [
      { kind: 'correction', front: 'We read the rigth letter.', back: 'We read the right letter.', note: 'Spelling.', rule: 'harper:Spelling', teacherSlug: 'maya', teacherName: 'Maya Chen' },
      { kind: 'correction', front: 'Me gusta los libros.', back: 'Me gustan los libros.', note: 'Gustar agrees with what is liked.', rule: 'es:gustar', teacherSlug: 'lucia', teacherName: 'Lucía' },
    ]);
    const { page, context, errors } = await openReviewAs('sayer@parley.test');

    const card = page.getByRole('region', { name: 'Review card' });
    const reveal = async (front: string) => {
      await card.getByText(front).waitFor();
      await card.getByRole('button', { name: 'Show answer' }).click();
      await card.getByRole('button', { name: 'Good' }).waitFor();
    };
    // Cards come most overdue first: both were added now, so either order.
    const first = (await card.getByText('Me gusta los libros.').count()) > 0 ? 'spanish' : 'english';
    for (const which of first === 'spanish' ? ['spanish', 'english'] : ['english', 'spanish']) {
      if (which === 'spanish') {
        await reveal('Me gusta los libros.');
        await expect(card.getByRole('button', { name: 'Say it' }).count()).resolves.toBe(0);
        await card.getByRole('button', { name: 'Good' }).click();
        continue;
      }
      await reveal('We read the rigth letter.');
      const answer = page.waitForResponse((response) => response.url().includes('/functions/v1/pronunciation'));
      await card.getByRole('button', { name: 'Say it' }).click();
      await card.getByRole('button', { name: 'Stop and check' }).waitFor();
      await page.waitForTimeout(3_000); // the fake microphone says the sentence (about 2 s)
      await card.getByRole('button', { name: 'Stop and check' }).click();
      expect((await answer).status()).toBe(200);
      expect(new URLSearchParams((await answer).url().split('?')[1]).get('teacher_slug')).toBe('maya');
      // What the learner wrote goes along, so the check listens for the old mistake.
      expect(new URLSearchParams((await answer).url().split('?')[1]).get('instead_of')).toBe('We read the rigth letter.');
      const words = card.getByRole('list', { name: 'Your reading, word by word' });
      await words.waitFor({ timeout: 20_000 });
      // The check listens for the better sentence, word by word: "rigth" is a spelling, not a word it can listen for.
      // Whether a synthetic voice's "right" sounds like a slip is the model's call (the bench measures it), so only
      // the shape is asserted here: each word, and at most a "heard" note beside it.
      const items = await words.getByRole('listitem').allTextContents();
      expect(items.map((item) => item.split(' ')[0])).toEqual(['We', 'read', 'the', 'right', 'letter']);
      for (const item of items) expect(item).toMatch(/^\p{L}+( \(heard “[^”]+”\))?$/u);
      await card.getByRole('button', { name: 'Say it again' }).waitFor();
      expect(await focusedText(page)).toBe('Say it again'); // one button throughout: the keyboard keeps its place
      await card.getByRole('button', { name: 'Good' }).click();
    }
    await page.getByText('Review complete. Well done!').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('offers a free learner whose messages are used up the upgrade before recording, not after', async () => {
    await createAccount(server.url, 'spent@parley.test');
    const [learner] = await server.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'spent@parley.test'));
    await server.deps.db.update(userProfiles).set({ messageCount: FREE_MESSAGE_LIMIT }).where(eq(userProfiles.userId, learner!.id));
    await addNotebookEntries(server.deps.db, learner!.id, [
      { kind: 'correction', front: 'She go to school.', back: 'She goes to school.', note: 'She takes goes.', rule: 'agreement', teacherSlug: 'maya', teacherName: 'Maya Chen' },
    ]);
    const { page, context, errors } = await openReviewAs('spent@parley.test');
    const card = page.getByRole('region', { name: 'Review card' });
    await card.getByRole('button', { name: 'Show answer' }).click();
    let checks = 0;
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/pronunciation')) checks++;
    });
    await card.getByRole('button', { name: 'Say it' }).click();
    await page.getByRole('dialog', { name: 'Continue Your Learning' }).waitFor();
    await expect(card.getByRole('button', { name: 'Stop and check' }).count()).resolves.toBe(0);
    expect(checks).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
