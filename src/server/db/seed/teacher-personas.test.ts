import { describe, expect, it } from 'vitest';
import { introductionFor } from '#/shared/teacher-introduction';
import { teacherPersonas } from './teacher-personas';

describe('teacher personas', () => {
  it.each(teacherPersonas.map((persona) => [persona.name, persona] as const))('%s greets the learner naming the chosen topic', (_, persona) => {
    const topic = persona.conversationCategories[1] ?? persona.conversationCategories[0]!;
    expect(introductionFor(persona, topic)).toContain(topic);
  });
});
