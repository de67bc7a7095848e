/** The placement item banks: well-formed, complete, balanced, and every right answer a sentence the grammar checker accepts. */
import { beforeAll, describe, expect, it } from 'vitest';
import { PLACEMENT_LEVELS, PLACEMENT_SKILLS, type PlacementItem, placementItemSchema } from '#/shared/course/placement-item';
import { findCorrections } from '../../tutor/public';
import { setGrammarTaskTimeout } from '../../tutor/grammar/grammar-worker-pool';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../../tutor/tutor-test-helpers';
import en from './en.json';
import es from './es.json';

const GAP = '___';
const ITEMS_PER_SKILL_AND_LEVEL = 5;
/** What a prompt or the audio may hold: letters, digits, spaces, plain punctuation, and "___" for a gap. */
const SHOWN_TEXT = /^(?:[\p{L}\p{N} .,;:!?¿¡'"()-]|___)+$/u;

const banks = [
  { lang: 'en', checkerLanguage: 'en-US', raw: en as unknown[] },
  { lang: 'es', checkerLanguage: 'es-ES', raw: es as unknown[] },
] as const;

/** The gap items' right sentences: the prompt with "___" replaced by the right option. */
function rightSentences(items: PlacementItem[]): { id: string; sentence: string }[] {
  return items
    .filter((item) => item.skill !== 'listening' && item.prompt.includes(GAP))
    .map((item) => ({ id: item.id, sentence: item.prompt.replace(GAP, item.options[item.answer]!) }));
}

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);
// What is checked is what the checker answers, not how fast: a busy machine must not turn a slow answer into none.
beforeAll(() => setGrammarTaskTimeout(15_000));

describe.each(banks)('the $lang placement items', ({ lang, checkerLanguage, raw }) => {
  const items = raw.map((entry) => placementItemSchema.parse(entry));

  it('all parse with the item schema', () => {
    for (const entry of raw) expect(placementItemSchema.safeParse(entry).success, JSON.stringify(entry)).toBe(true);
  });

  it('have unique ids that name their language, skill and level', () => {
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    for (const item of items) expect(item.id, item.id).toMatch(new RegExp(`^${lang}-${item.skill}-${item.level.toLowerCase()}-\\d{2}$`));
  });

  it.each(PLACEMENT_SKILLS.flatMap((skill) => PLACEMENT_LEVELS.map((level) => [skill, level] as const)))(
    'have at least five %s items at %s',
    (skill, level) => {
      expect(items.filter((item) => item.skill === skill && item.level === level).length).toBeGreaterThanOrEqual(ITEMS_PER_SKILL_AND_LEVEL);
    },
  );

  it('have distinct options and a right answer among them', () => {
    for (const item of items) {
      expect(new Set(item.options.map((option) => option.trim().toLowerCase())).size, item.id).toBe(item.options.length);
      expect(item.answer, item.id).toBeLessThan(item.options.length);
    }
  });

  it('spread the right answers over the positions (none holds more than half)', () => {
    const counts = [0, 1, 2, 3].map((position) => items.filter((item) => item.answer === position).length);
    for (const count of counts) expect(count, `answers by position: ${counts.join(', ')}`).toBeLessThanOrEqual(items.length / 2);
  });

  it('have audio exactly on the listening items', () => {
    for (const item of items) expect(item.audio !== undefined, item.id).toBe(item.skill === 'listening');
  });

  it('show only plain text in prompts and audio, with a gap only as "___"', () => {
    for (const item of items) {
      for (const text of [item.prompt, item.audio ?? 'none']) expect(text, item.id).toMatch(SHOWN_TEXT);
      expect(item.prompt.split(GAP).length, item.id).toBeLessThanOrEqual(2);
    }
  });

  it('ask vocabulary and grammar with one gap or a question, and listening about audio it does not repeat', () => {
    for (const item of items) {
      if (item.skill === 'listening') expect(item.audio, item.id).not.toBe(item.prompt);
      else expect(item.prompt.includes(GAP) || item.prompt.endsWith('?'), item.id).toBe(true);
    }
  });

  it.each(rightSentences(items))('$id: the right sentence passes the grammar checker ($sentence)', { timeout: 20_000 }, async ({ sentence }) => {
    const corrections = await findCorrections(sentence, { language: checkerLanguage, families: 'every', max: 3 });
    expect(corrections.map((correction) => correction.corrected)).toEqual([]);
  });
});
