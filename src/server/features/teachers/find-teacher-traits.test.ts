import { describe, expect, it } from 'vitest';
import { teacherPersonas } from '../../db/seed/teacher-personas';
import { findTeacherTraits } from './find-teacher-traits';

describe('findTeacherTraits', () => {
  it("gives each seeded teacher the traits on its record, and a teacher added later a conversation teacher's", () => {
    for (const persona of teacherPersonas) expect(findTeacherTraits(persona.slug)).toEqual({ task: persona.task, reactionStyle: persona.reactionStyle });
    expect(findTeacherTraits('oliver')).toEqual({ task: 'ielts', reactionStyle: 'examiner' });
    expect(findTeacherTraits('someone-new')).toEqual({ task: 'conversation', reactionStyle: 'warm' });
  });
});
