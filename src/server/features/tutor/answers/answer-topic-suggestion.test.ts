import { describe, expect, it } from 'vitest';
import { askTutor } from '../tutor-test-helpers';

const ask = (slug: string, content: string) => askTutor({ slug, messages: [{ role: 'user', content }] });

describe('what to talk about, when the learner asks the teacher to choose', () => {
  it.each([
    ['sophia', 'What should we talk about today?', /^Let's pick something you enjoy\. We could talk about .+\. Which would you like\?$/],
    ['oliver', 'What should we talk about?', /We could practise .*Part \d/],
    ['lucia', '¿De qué hablamos hoy?', /^¡Tú eliges!.*¿De qué quieres hablar\?/],
  ])('%s offers a few of her topics for %j', async (slug, question, answer) => {
    const reply = await ask(slug, question);
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(/not sure|no estoy segura/);
  });
});
