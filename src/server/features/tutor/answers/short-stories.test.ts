import { describe, expect, it } from 'vitest';
import { conversationWith, teacherFor } from '../tutor-test-helpers';
import { createChooser } from '../choose-variant';
import { ENGLISH_STORIES, SHORT_STORY_REQUESTS, SPANISH_STORIES, tellAShortStory } from './short-stories';

describe('a short story asked for', () => {
  const chooser = createChooser('1');

  it.each(SHORT_STORY_REQUESTS.examples)('%j is told one, with a question on it', (message) => {
    const teacher = teacherFor(/[¿ñ]|cuent/i.test(message) ? 'lucia' : 'sophia');
    const reply = tellAShortStory(message, teacher, [], chooser)!;
    expect(reply).toMatch(/\?(?: \([^)]*\?\))?$/);
    expect([...ENGLISH_STORIES, ...SPANISH_STORIES].some(({ story }) => reply.includes(story))).toBe(true);
  });

  it.each(SHORT_STORY_REQUESTS.counterExamples)('%j asks for none', (message) => {
    expect(tellAShortStory(message, teacherFor('sophia'), [], chooser)).toBeNull();
  });

  it('never tells the same story twice in a conversation, and says so when all are told', async () => {
    const say = conversationWith('sophia');
    const told = [await say('Tell me a story'), await say('Tell me another story'), await say('Tell me another story')];
    const stories = told.map((reply) => ENGLISH_STORIES.findIndex(({ story }) => reply.includes(story)));
    expect(new Set(stories).size).toBe(3);
    expect(await say('Tell me another story')).toMatch(/your turn/);
  }, 30_000);

  it('tells Lucía\'s in Spanish, with the English after it', async () => {
    expect(await conversationWith('lucia')('¿Me cuentas una historia?')).toMatch(/^¡Claro! Aquí tienes una historia corta\./);
  }, 20_000);
});
