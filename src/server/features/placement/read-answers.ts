/** The answers a placement request sends, read against the language's item bank: unknown, repeated or too many are a 400. */
import { PLACEMENT_ITEMS_PER_SKILL } from '#/shared/api/placement';
import { PLACEMENT_SKILLS } from '#/shared/course/placement-item';
import type { CourseLanguage } from '#/shared/course/unit';
import { AppError } from '../../http/app-error';
import type { PlacementAnswer } from './choose-next-item';
import { findItem } from './item-bank';

export function readAnswers(language: CourseLanguage, sent: ReadonlyArray<{ id: string; choice: number }>): PlacementAnswer[] {
  const seen = new Set<string>();
  const answers = sent.map(({ id, choice }) => {
    const item = findItem(id);
    if (!item || !id.startsWith(`${language}-`)) throw new AppError('unknown_question', 'One of the answers is for a question this placement does not have.', 400);
    if (seen.has(id)) throw new AppError('repeated_question', 'A question was answered twice.', 400);
    if (choice >= item.options.length) throw new AppError('invalid_choice', 'One of the answers is not one of its options.', 400);
    seen.add(id);
    return { item, choice };
  });
  for (const skill of PLACEMENT_SKILLS) {
    if (answers.filter((a) => a.item.skill === skill).length > PLACEMENT_ITEMS_PER_SKILL) throw new AppError('too_many_answers', 'Too many answers for one part of the placement.', 400);
  }
  return answers;
}
