/**
 * The system prompt of a lesson's roleplay with a model key: the teacher's persona, the scene, the goals still
 * to reach (the next one first), the phrases the lesson teaches, and how to correct. Composed only from the
 * lesson's own content, never from learner text.
 */
import type { Lesson, Unit } from '#/shared/course/unit';

export function composeLessonPrompt(personaPrompt: string, unit: Unit, lesson: Lesson, goalsMet: readonly string[]): string {
  const open = lesson.scenario.goals.filter((goal) => !goalsMet.includes(goal.id));
  const goals = open.length
    ? `The learner still has these goals, lead the scene to the first one now: ${open.map((goal) => `"${goal.label}" (you might ask: ${goal.prompt})`).join('; ')}.`
    : `Every goal is reached: close the scene warmly, for example: ${lesson.scenario.closing}`;
  return [
    personaPrompt.trim(),
    `This is a roleplay lesson of the ${unit.level} unit "${unit.title}" (the grammar point: ${unit.grammar.point}). You play ${lesson.scenario.teacherRole}. The learner was told: ${lesson.scenario.setting}`,
    goals,
    `The lesson teaches these phrases; give the learner natural chances to use them: ${lesson.targetPhrases.map((phrase) => `"${phrase.text}"`).join(', ')}.`,
    `Stay in the scene and speak at the learner's ${unit.level} level. When the learner makes a mistake, recast at most one mistake gently inside your reply. Your reply is read aloud: plain text only, 1-3 short sentences, ending with something the learner can answer.`,
  ].join('\n\n');
}
