/**
 * The teacher's line in a lesson's roleplay: from the model when a key is set and the learner's budget allows it
 * (counted and recorded like chat's calls, purpose 'lesson'), else — and when the model fails — the scripted scene.
 */
import { DEFAULT_TOKEN_CAP } from '#/shared/constants';
import type { Lesson, Unit } from '#/shared/course/unit';
import type { AppDeps } from '../../../http/app-env';
import { complete, type TutorTeacher } from '../../../lib/language-model';
import { budgetCompletion } from '../../chat/public';
import type { RunTurn } from '../lessons/lesson-run-row';
import { composeLessonPrompt } from './compose-lesson-prompt';
import { log } from '../../../lib/logger';

/** The latest turns the model is shown: a lesson is short, this keeps its prompt bounded. */
const HISTORY_TURNS = 20;

export type ReplyInput = {
  userId: string;
  unit: Unit;
  lesson: Lesson;
  teacher: TutorTeacher & { systemPrompt: string };
  history: readonly RunTurn[];
  text: string;
  goalsMet: readonly string[];
  scripted: () => string;
};

export async function teacherReply(deps: Pick<AppDeps, 'db' | 'env' | 'languageModel' | 'offlineTutor'>, input: ReplyInput): Promise<string> {
  if (deps.languageModel.isOffline) return input.scripted();
  const { systemPrompt, ...teacher } = input.teacher;
  const messages = [
    { role: 'system' as const, content: composeLessonPrompt(systemPrompt, input.unit, input.lesson, input.goalsMet) },
    { role: 'assistant' as const, content: input.lesson.scenario.opening },
    ...input.history.slice(-HISTORY_TURNS).map((turn) => ({ role: turn.role === 'learner' ? ('user' as const) : ('assistant' as const), content: turn.content })),
    { role: 'user' as const, content: input.text },
  ];
  const budgeted = await budgetCompletion(deps, {
    owner: { userId: input.userId },
    isCountedMessage: false,
    isStream: false,
    completion: { purpose: 'lesson', topic: input.unit.title, teacher, messages, maxTokens: DEFAULT_TOKEN_CAP },
  });
  if (budgeted.model.isOffline) {
    await budgeted.finish(true);
    return input.scripted();
  }
  try {
    const content = (await complete(budgeted.model, budgeted.completion)).trim();
    await budgeted.finish(content.length > 0);
    return content || input.scripted();
  } catch (error) {
    await budgeted.finish(false);
    log.warn({ err: error, lessonId: input.lesson.id }, 'course: the model failed in a lesson, the scripted scene answers');
    return input.scripted();
  }
}
