import { beforeAll, describe, expect, it } from 'vitest';
import { conversationWith, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a quoted phrase asked to be checked', () => {
  it.each([
    ['can you check "quedé en casa"? is it right?', 'quedé en casa'],
    ['and "soy en casa ahora"?', 'soy en casa ahora'],
    ['"Soy en casa ahora", ¿es correcto?', 'Soy en casa ahora'],
    ['Could you check "she go to school"?', 'she go to school'],
  ])('%j checks %j', (message, subject) => {
    expect(detectQuestion(message, teacherFor('lucia'))).toEqual({ kind: 'is-correct', subject });
  });

  it.each(['«Me gusta la playa»', 'I said "hello there friend" to him.', 'and "fui"?'])('%j asks no check of a sentence', (message) => {
    const found = detectQuestion(message, teacherFor('lucia'));
    expect(found?.kind === 'is-correct' && found.subject.split(' ').length >= 3).toBe(false);
  });

  it('after a check, "and ...?" is the new phrase checked, not the last reason said again', async () => {
    const say = conversationWith('lucia');
    expect(await say('is it correct to say "yo estoy de Chicago"?')).toMatch(/«yo soy de Chicago»/);
    const reply = await say('and "soy en casa ahora"?');
    expect(reply).toMatch(/«estoy en casa ahora»/);
    expect(reply).not.toMatch(/«yo soy», no «yo estoy»/);
  });

  it('is checked, never answered with feedback on an exam answer', async () => {
    const say = conversationWith('lucia');
    await say('el domingo estaba lluvioso entonces quedé en casa');
    expect(await say('can you check "quedé en casa"? is it right?')).not.toMatch(/Your answer was only|expand it/);
  });
});
