/** A Spanish word inside a learner's English is their other language, not English misspelt (harper-edits.ts). */
import { beforeAll, describe, expect, it } from 'vitest';
import { findCorrections } from './find-corrections';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const fixesOf = async (text: string) => (await findCorrections(text, { max: 3, language: 'en-GB', families: 'every' })).flatMap((c) => c.fixes.map((f) => `${f.from} -> ${f.to}`));

describe('a Spanish word in English', () => {
  it.each(['I love cocinar, especially tamales.', 'My kids prefer pizza, que triste!'])('is left as the learner wrote it in %j', async (text) => {
    expect(await fixesOf(text)).toEqual([]);
  });

  it.each([
    ['My boss is very responsable for the team.', 'responsable -> responsible'],
    ['I recieved your email yesterday.', 'recieved -> received'],
  ])('but a cognate one slip from its English word, or English misspelt, is still corrected: %j', async (text, fix) => {
    expect(await fixesOf(text)).toContain(fix);
  });
});
