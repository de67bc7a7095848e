/** 'Can we talk about something happy?': a kind of talk, opened with a question of that kind, not a template around 'something happy'. */
import { describe, expect, it } from 'vitest';
import { askTutor } from '../tutor-test-helpers';

const ask = (slug: string, content: string) => askTutor({ slug, messages: [{ role: 'user', content }] });

describe('a kind of talk asked for', () => {
  it.each([
    ['sophia', 'Can we talk about something happy?', /^Of course, let's talk about something happy! What's the best thing/],
    ['sophia', "Let's talk about something different.", /^Sure, let's change the subject!/],
    ['lucia', '¿Podemos hablar de algo alegre?', /^¡Claro, hablemos de algo alegre!/],
  ])('%s: %j', async (slug, message, expected) => {
    expect(await ask(slug, message)).toMatch(expected);
  });

  it('leaves a real topic to the topic questions', async () => {
    expect(await ask('sophia', 'Can we talk about football?')).not.toMatch(/something happy|change the subject/);
  });
});
