/**
 * "Your level": each skill's level with its reason, the overall level (the middle of the four, rounded down), and
 * the level the learner's path starts at (the course's highest where the placement goes beyond it). Kept, and the
 * path is set to it; the learner may overrule it on the result page or their path. The reasons are kept as data
 * (skill-reason.ts) and answered in the request's language.
 */
import { fillUnknownLevel } from '../learner-profile/public';
import { and, desc, eq } from 'drizzle-orm';
import { type PlacementResult, SPEAKING_PROMPTS } from '#/shared/api/placement';
import { PLACEMENT_LEVELS, PLACEMENT_SKILLS, type PlacementLevel } from '#/shared/course/placement-item';
import { COURSE_LEVELS, type CourseLanguage, type CourseLevel } from '#/shared/course/unit';
import type { Locale } from '#/shared/i18n/locales';
import type { Database } from '../../db/client';
import { placementResults } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { enrol, PATH_TOP_LEVEL } from '../course/public';
import { chooseNextItem } from './choose-next-item';
import { estimateSkillLevel } from './estimate-skill-level';
import { ITEM_BANKS } from './item-bank';
import { judgeProduction } from './judge-production';
import { measureProduction } from './measure-production';
import { readAnswers } from './read-answers';
import { type JudgedSkill, judged, skillIn } from './skill-reason';

type FinishInput = { language: CourseLanguage; answers: Array<{ id: string; choice: number }>; answer: string; isTimeUp?: boolean };
type JudgedSkills = Record<keyof PlacementResult['skills'], JudgedSkill>;

const NOT_ASKED = judged('A1', 'timeRanOut');

export function overallLevel(levels: readonly PlacementLevel[]): PlacementLevel {
  const sorted = levels.map((level) => PLACEMENT_LEVELS.indexOf(level)).sort((a, b) => a - b);
  return PLACEMENT_LEVELS[sorted[Math.floor((sorted.length - 1) / 2)]!]!;
}

export function pathLevelFor(language: CourseLanguage, level: PlacementLevel): CourseLevel {
  const top = COURSE_LEVELS.indexOf(PATH_TOP_LEVEL[language]);
  return COURSE_LEVELS[Math.min(top, Math.max(0, COURSE_LEVELS.indexOf(level as CourseLevel) === -1 ? top : COURSE_LEVELS.indexOf(level as CourseLevel)))]!;
}

/** The skills as the API answers them: each reason in `locale`. */
function skillsIn(skills: JudgedSkills, locale: Locale): PlacementResult['skills'] {
  return { vocabulary: skillIn(skills.vocabulary, locale), grammar: skillIn(skills.grammar, locale), listening: skillIn(skills.listening, locale), speaking: skillIn(skills.speaking, locale) };
}

export async function finishPlacement(db: Database, userId: string, input: FinishInput, locale: Locale = 'en'): Promise<PlacementResult> {
  const answers = readAnswers(input.language, input.answers);
  if (!input.isTimeUp && chooseNextItem(ITEM_BANKS[input.language], answers, 0) !== null) throw new AppError('placement_unfinished', 'Answer every question before your own answer.', 400);
  if (!input.answer.trim()) throw new AppError('answer_required', { key: 'answerRequired', values: { prompt: SPEAKING_PROMPTS[input.language] } }, 400);
  const [vocabulary, grammar, listening] = PLACEMENT_SKILLS.map((skill) => {
    const ofSkill = answers.filter((a) => a.item.skill === skill);
    return ofSkill.length === 0 && input.isTimeUp ? NOT_ASKED : estimateSkillLevel(ofSkill);
  });
  const speaking = judgeProduction(await measureProduction(input.answer, input.language));
  const skills: JudgedSkills = { vocabulary: vocabulary!, grammar: grammar!, listening: listening!, speaking };
  const level = overallLevel(Object.values(skills).map((skill) => skill.level));
  const pathLevel = pathLevelFor(input.language, level);
  const [row] = await db.insert(placementResults).values({ userId, language: input.language, skills, level }).returning();
  await enrol(db, userId, { language: input.language, level: pathLevel, isChosenByLearner: false });
  // The level teachers are told and the chat's 'Your level?' come from the placement too, unless the learner gave one.
  await fillUnknownLevel(db, userId, level);
  return { language: input.language, level, skills: skillsIn(skills, locale), path_level: pathLevel, taken_at: row!.takenAt.toISOString() };
}

export async function latestPlacement(db: Database, userId: string, language: CourseLanguage, locale: Locale = 'en'): Promise<PlacementResult | null> {
  const [row] = await db.select().from(placementResults).where(and(eq(placementResults.userId, userId), eq(placementResults.language, language))).orderBy(desc(placementResults.takenAt)).limit(1);
  if (!row) return null;
  const level = row.level as PlacementLevel;
  return { language, level, skills: skillsIn(row.skills as JudgedSkills, locale), path_level: pathLevelFor(language, level), taken_at: row.takenAt.toISOString() };
}
