/**
 * A teacher's traits (what the lessons are for, how the teacher reacts) from the teacher's seed record. A teacher
 * added outside the seed teaches conversation with warm reactions.
 */
import { teacherPersonas } from '../../db/seed/teacher-personas';
import type { TeacherTraits } from '../../lib/language-model';

const DEFAULT_TRAITS: TeacherTraits = { task: 'conversation', reactionStyle: 'warm' };
const TRAITS = new Map(teacherPersonas.map(({ slug, task, reactionStyle }): [string, TeacherTraits] => [slug, { task, reactionStyle }]));

export function findTeacherTraits(slug: string): TeacherTraits {
  return TRAITS.get(slug) ?? DEFAULT_TRAITS;
}
