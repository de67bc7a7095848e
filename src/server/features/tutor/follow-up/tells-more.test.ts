/** More told of the same thing in the next message: read from its opening past verb, and kept on the kind told before. */
import { describe, expect, it } from 'vitest';
import { createChooser } from '../choose-variant';
import { TELLS_MORE, tellsMore } from './tells-more';
import { respondToToldEvent } from './told-events';

describe('more of the same thing, told in the next message', () => {
  for (const language of ['en', 'es'] as const) {
    it.each(TELLS_MORE[language].examples)(`is read in %j (${language})`, (message) => expect(tellsMore(message, language === 'es')).toBe(true));
    it.each(TELLS_MORE[language].counterExamples)(`is not read in %j (${language})`, (message) => expect(tellsMore(message, language === 'es')).toBe(false));
  }
});

describe('the kind told before stays the topic', () => {
  const toldAfter = (previousMessage: string, message: string, isSpanish: boolean, assistantMessages: string[] = []) =>
    respondToToldEvent({ message, previousMessage, isSpanish, assistantMessages, chooser: createChooser(message) });

  it('asks what neither message answered, never a question asked before', () => {
    const asked = 'How lovely! What was the best part of the wedding?';
    const reply = toldAfter('I went to a wedding on Saturday.', 'We danced all night and ate a lot.', false, [asked]);
    expect(reply?.question).toMatch(/^(?:Who did you go with|How was it)\?$/);
    // Who with is told in the first message, how it was in the second.
    expect(toldAfter('I went to a concert with my sister.', 'We sang every song and it was amazing.', false)?.question).toBe('What was the best part?');
    expect(toldAfter('El sábado fui a una boda en el campo.', 'Bailamos toda la noche.', true, ['¡Qué divertido! (What fun!) ¿Qué fue lo mejor? (What was the best part?)'])?.question).toMatch(/^¿(?:Con quién fuiste|Qué tal lo pasaste)\?/);
  });

  it('meets a glad message gladly and a plain one plainly', () => {
    expect(toldAfter('I went to a wedding on Saturday.', 'We danced all night and it was wonderful.', false)?.acknowledgement).toMatch(/^(?:That sounds great!|How nice!)$/);
    expect(toldAfter('I went to a wedding on Saturday.', 'We arrived at six.', false)?.acknowledgement).toMatch(/^(?:Thanks for telling me more\.|I see, thank you\.)$/);
  });

  it('leaves a new story, a hard time, a question and a message after nothing told', () => {
    expect(toldAfter('I went to a wedding on Saturday.', 'Yesterday I cleaned my house.', false)).toBeNull();
    expect(toldAfter('I went to a wedding on Saturday.', 'We waited for hours and I hated it.', false)).toBeNull();
    expect(toldAfter('I went to a wedding on Saturday.', 'Did you ever go to a wedding?', false)).toBeNull();
    expect(toldAfter('Hello, how are you?', 'We danced all night.', false)).toBeNull();
  });
});
