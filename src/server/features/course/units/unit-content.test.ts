/**
 * The course content checks itself: every unit parses, ids run in order, every goal reaches its examples and
 * none of its counter-examples, every target phrase counts as used when said as written, every check item's
 * answer exists, English vocabulary fits its level by frequency, and every line a learner hears or says passes
 * the tutor's own checker with no correction (every family open, not only the measured ones).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COURSE_LEVELS, type Unit } from '#/shared/course/unit';
import { teacherPersonas } from '../../../db/seed/teacher-personas';
import { findCorrections } from '../../tutor/public';
import { frequencyRank } from '../../vocabulary/public';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../../tutor/tutor-test-helpers';
import { reachesGoal } from '../goals/match-goal';
import { phraseForm } from '../goals/phrase-form';
import { ALL_UNITS, UNITS_BY_LANGUAGE } from './all-units';

const MIN_UNITS = { en: { A1: 8, A2: 8, B1: 8, B2: 8 }, es: { A1: 6, A2: 6 } } as const;

describe('the course has its units', () => {
  for (const [language, levels] of Object.entries(MIN_UNITS)) {
    for (const [level, least] of Object.entries(levels)) {
      it(`${language} ${level} has at least ${least} units`, () => {
        expect(UNITS_BY_LANGUAGE[language as 'en' | 'es'].filter((unit) => unit.level === level).length).toBeGreaterThanOrEqual(least);
      });
    }
  }
  it('numbers units in order within a level, lessons 1-3 within a unit, and never twice', () => {
    const ids = new Set<string>();
    for (const unit of ALL_UNITS) {
      expect(unit.id.startsWith(`${unit.language}-${unit.level.toLowerCase()}-`), unit.id).toBe(true);
      expect(ids.has(unit.id), unit.id).toBe(false);
      ids.add(unit.id);
      expect(unit.lessons.map((lesson) => lesson.id)).toEqual([1, 2, 3].map((n) => `${unit.id}-${n}`));
    }
    for (const units of Object.values(UNITS_BY_LANGUAGE)) {
      const levels = units.map((unit) => COURSE_LEVELS.indexOf(unit.level));
      expect(levels).toEqual([...levels].sort((a, b) => a - b));
    }
  });
  it("names a seeded teacher of the unit's language", () => {
    for (const unit of ALL_UNITS) {
      const teacher = teacherPersonas.find((persona) => persona.slug === unit.teacherSlug);
      expect(teacher, unit.id).toBeDefined();
      expect(teacher!.language.slice(0, 2), unit.id).toBe(unit.language);
    }
  });
});

function eachGoal(visit: (unit: Unit, goal: Unit['lessons'][number]['scenario']['goals'][number], lessonId: string) => void) {
  for (const unit of ALL_UNITS) for (const lesson of unit.lessons) for (const goal of lesson.scenario.goals) visit(unit, goal, lesson.id);
}

describe('goals recognise what learners say', () => {
  it('every goal is reached by each of its examples', () => {
    const missed: string[] = [];
    eachGoal((_, goal, lessonId) => {
      for (const example of goal.examples) if (!reachesGoal(goal, example)) missed.push(`${lessonId} ${goal.id}: "${example}"`);
    });
    expect(missed).toEqual([]);
  });
  it('no goal is reached by its counter-examples', () => {
    const wrong: string[] = [];
    eachGoal((_, goal, lessonId) => {
      for (const counter of goal.counterExamples) if (reachesGoal(goal, counter)) wrong.push(`${lessonId} ${goal.id}: "${counter}"`);
    });
    expect(wrong).toEqual([]);
  });
  it('every target phrase counts as used when said as written', () => {
    const missed: string[] = [];
    for (const unit of ALL_UNITS) for (const lesson of unit.lessons) for (const phrase of lesson.targetPhrases) {
      if (!reachesGoal({ forms: [phraseForm(phrase)], meanings: [] }, phrase.text)) missed.push(`${lesson.id}: "${phrase.text}"`);
    }
    expect(missed).toEqual([]);
  });
  it("every check item's answer is one of its options", () => {
    for (const unit of ALL_UNITS) for (const item of unit.check) expect(item.answer, `${unit.id}: ${item.prompt}`).toBeLessThan(item.options.length);
  });
});

/**
 * The rarest word a unit's vocabulary may teach, per level, as a rank in SUBTLEX-US (1 the commonest word form
 * said in film and TV): about the reach of the English Vocabulary Profile's levels once word families are
 * counted as the forms subtitles use. Little words (a, the, to) and a word's commonest form count.
 */
const RAREST_RANK = { A1: 3_000, A2: 7_000, B1: 10_000, B2: 15_000 } as const;

/** A word's forms whose commonest ranks it: trains, delayed, booking count as train, delay, book. */
const formsOf = (word: string) => [word, word.replace(/ies$/, 'y'), word.replace(/e?s$/, ''), word.replace(/e?d$/, ''), word.replace(/ing$/, ''), word.replace(/ing$/, 'e')];

describe('vocabulary fits its level', () => {
  it(`teaches English words no rarer than ${Object.entries(RAREST_RANK).map(([level, rank]) => `${level} ${rank}`).join(', ')} (SUBTLEX-US rank)`, () => {
    const tooRare: string[] = [];
    for (const unit of UNITS_BY_LANGUAGE.en) {
      const bound = RAREST_RANK[unit.level];
      for (const { word } of unit.vocabulary) {
        for (const part of word.toLowerCase().split(/[^a-z']+/).filter(Boolean)) {
          const rank = frequencyRank(formsOf(part));
          if (rank === null || rank > bound) tooRare.push(`${unit.id} "${word}": "${part}" ranks ${rank ?? 'unlisted'}, over ${bound} for ${unit.level}`);
        }
      }
    }
    expect(tooRare).toEqual([]);
  });
});

/**
 * A hint as the teacher says it: the model after "You could say:" is a sentence of its own, in the unit's
 * language; the nudge before it is English in every unit (a Spanish unit's beginners read it), so it is
 * checked with the English units only.
 */
function hintParts(hint: string, language: Unit['language']): string[] {
  const parts = hint.split(/:\s+/).map((part) => part.trim()).filter(Boolean);
  return language === 'en' ? parts : parts.slice(1);
}

/** Every line a learner hears or is asked to say. */
function linesOf(unit: Unit): string[] {
  return [
    ...unit.grammar.examples,
    ...unit.lessons.flatMap((lesson) => [
      ...lesson.dialogue.map((line) => line.text),
      ...lesson.targetPhrases.map((phrase) => phrase.text),
      lesson.scenario.opening,
      lesson.scenario.closing,
      ...lesson.scenario.goals.flatMap((goal) => [goal.prompt, goal.acknowledgement, ...hintParts(goal.hint, unit.language)]),
    ]),
  ];
}

describe('every line is right and can be spoken', () => {
  beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);
  it('uses only characters the keyless voice reads', () => {
    const odd: string[] = [];
    for (const unit of ALL_UNITS) for (const line of linesOf(unit)) if (!/^[\p{L}\p{N} .,;:!?¿¡'’"()-]+$/u.test(line)) odd.push(`${unit.id}: ${line}`);
    expect(odd).toEqual([]);
  });
  it("passes the tutor's checker with no correction", async () => {
    const lines = ALL_UNITS.flatMap((unit) => linesOf(unit).map((line) => ({ unit, line })));
    const corrected: string[] = [];
    // A few lines in flight at once: the grammar worker checks one while this thread runs the rules on another.
    let next = 0;
    const checkRest = async () => {
      for (let at = next++; at < lines.length; at = next++) {
        const { unit, line } = lines[at]!;
        const corrections = await findCorrections(line, { language: unit.language === 'es' ? 'es-ES' : 'en-US', families: 'every', max: 3 });
        if (corrections.length > 0) corrected.push(`${unit.id}: "${line}" -> ${JSON.stringify(corrections.map((c) => c.corrected ?? c))}`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, checkRest));
    expect(corrected.sort()).toEqual([]);
  }, 600_000);
});
