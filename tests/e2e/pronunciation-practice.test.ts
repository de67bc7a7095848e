/**
 * Maya's Pronunciation check in Chromium, no keys: the model reading is spoken, the learner's reading
 * comes from the fake microphone (a WAV the app's own eSpeak NG says, with "light" for "right"), the
 * keyless engine judges it, and the sentence comes back with each word marked; "Try again" records anew.
 * Review's "Say it" checks a correction card's better sentence the same way.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teachers, users } from '../../src/server/db/schema';
import { addNotebookEntries } from '../../src/server/features/notebook/add-notebook-entries';
import { openPage } from '../support/browser';
import { createAccount, signUpAndSignIn } from '../support/sign-in-page';
import { writeSpokenWav } from '../support/spoken-wav';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const browser = browserForFile(async () => [`--use-file-for-fake-audio-capture=${await writeSpokenWav('We read the light letter.', { trailingSilenceS: 1 })}%noloop`]);

describe("Maya's Pronunciation check", () => {
  it('reads the sentence aloud, records the learner, marks each word with what it heard and a tip, and tries again', async () => {
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
    const [maya] = await server.deps.db.select().from(teachers).where(eq(teachers.slug, 'maya'));
    await page.goto(`/app/teacher/maya?topic=${encodeURIComponent(maya!.conversationCategories[0]!)}`);

    await page.getByRole('button', { name: 'Voice practice' }).click();
    await page.getByRole('heading', { name: 'Pronunciation check' }).waitFor();
    await page.getByLabel('Sound to practise').selectOption({ label: 'r and l' });
    await page.getByText('We read the right letter.').waitFor();

    const blobPlays = () => page.evaluate(() => (window as unknown as { __played: string[] }).__played.filter((src) => src.startsWith('blob:')).length);
    const playedBefore = await blobPlays();
    const modelReading = page.waitForResponse((response) => response.url().includes('/functions/v1/speech') && (response.request().postData() ?? '').includes('right letter'));
    await page.getByRole('button', { name: 'Hear it' }).click();
    const spoken = await modelReading;
    expect(spoken.status()).toBe(200);
    expect(JSON.parse(spoken.request().postData() ?? '{}')).toMatchObject({ text: 'We read the right letter.', teacher_slug: 'maya', speed: 0.5 });
    expect(spoken.headers()['content-type']).toMatch(/^audio\//);
    await expect.poll(blobPlays, { timeout: 15_000 }).toBeGreaterThan(playedBefore);

    const checked = async (label: string) => {
      const answer = page.waitForResponse((response) => response.url().includes('/functions/v1/pronunciation'));
      await page.getByRole('button', { name: label }).click();
      await page.getByRole('button', { name: 'Stop and check' }).waitFor();
      await page.waitForTimeout(3_000); // the fake microphone says the sentence (about 2 s)
      await page.getByRole('button', { name: 'Stop and check' }).click();
      const response = await answer;
      expect(response.status()).toBe(200);
      return response;
    };
    await checked('Read it aloud');
    const words = page.getByRole('list', { name: 'Your reading, word by word' });
    await words.waitFor({ timeout: 20_000 });
    await expect(words.getByRole('listitem').allTextContents()).resolves.toEqual(['We', 'read', 'the', 'right (heard “light”)', 'letter']);
    await expect(words.getByRole('listitem').nth(3).getAttribute('aria-label')).resolves.toBe('right: mispronounced, heard "light"');
    await expect(words.getByRole('listitem').nth(0).getAttribute('aria-label')).resolves.toBe('We: said right');
    await page.getByText(/For the "r" in "right", pull your tongue back/).waitFor();

    // Try again: a new recording (the fake microphone starts its file again) and a new verdict.
    const again = await checked('Try again');
    const [, query] = again.url().split('?');
    expect(new URLSearchParams(query).get('text')).toBe('We read the right letter.');
    await words.waitFor();
    await expect(words.getByRole('listitem').count()).resolves.toBe(5);

    // Both checks count in Progress, the latest shown with its words marked.
    await page.goto('/app/progress');
    const figure = page.getByText('Pronunciation checks').locator('..');
    await expect.poll(() => figure.locator('dd').textContent()).toBe('2');
    await page.getByText(/Last check: \d of 5 words came through/).waitFor();
    await expect(page.getByTestId('last-pronunciation-check').textContent()).resolves.toBe('Wereadtherightletter');
    expect(errors).toEqual([]);
    await context.close();
  });

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
  it("checks the correction's better sentence read aloud and says which words came through; not offered for Spanish or words", async () => {
    await createAccount(server.url, 'sayer@parley.test');
    const [learner] = await server.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'sayer@parley.test'));
    await addNotebookEntries(server.deps.db, learner!.id, [
      { kind: 'correction', front: 'We read the rigth letter.', back: 'We read the right letter.', note: 'Spelling.', rule: 'harper:Spelling', teacherSlug: 'maya', teacherName: 'Maya Chen' },
      { kind: 'correction', front: 'Me gusta los libros.', back: 'Me gustan los libros.', note: 'Gustar agrees with what is liked.', rule: 'es:gustar', teacherSlug: 'lucia', teacherName: 'Lucía' },
    ]);
    const { page, context, errors } = await openPage(browser, { baseURL: server.url });
    await page.goto('/auth/signin');
    await page.getByLabel('Email').fill('sayer@parley.test');
    await page.getByLabel('Password', { exact: true }).fill('my-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/app');
    await page.goto('/app/review');

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
      const words = card.getByRole('list', { name: 'Your reading, word by word' });
      await words.waitFor({ timeout: 20_000 });
      await expect(words.getByRole('listitem').allTextContents()).resolves.toEqual(['We', 'read', 'the', 'right (heard “light”)', 'letter']);
      await card.getByRole('button', { name: 'Say it again' }).waitFor();
      await card.getByRole('button', { name: 'Good' }).click();
    }
    await page.getByText('Review complete. Well done!').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
