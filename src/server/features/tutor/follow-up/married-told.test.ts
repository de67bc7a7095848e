/** Being married is how things are: asked how long or how they met, not congratulated as news. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { MARRIED_TOLD, saysMarried } from './married-told';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('married told', MARRIED_TOLD, saysMarried);

const reply = (slug: string, content: string) => askTutor({ slug, messages: [{ role: 'user', content }] });

describe('the teacher asks about the marriage, and congratulates only a wedding', () => {
  it.each([
    ['sophia', 'I am married.', /^(?:That's lovely\.|How nice\.) (?:How long have you been married|How did you two meet)\?$/],
    ['lucia', 'Estoy casada.', /^(?:¡Qué bonito!|¡Qué bien!) (?:¿Cuánto tiempo lleváis casados\? \(How long have you been married\?\)|¿Cómo os conocisteis\? \(How did you two meet\?\))$/],
  ])('%s: %j', async (slug, message, expected) => {
    const text = await reply(slug, message);
    expect(text).toMatch(expected);
    expect(text).not.toMatch(/[Cc]ongratulations|Enhorabuena/);
  });

  it('congratulates a wedding just had', async () => {
    expect(await reply('sophia', 'I just got married!')).toMatch(/[Cc]ongratulations/);
  });

  it('asks about the children told beside the marriage', async () => {
    expect(await reply('sophia', "I'm married and I have two kids.")).toMatch(/kids|children/);
  });
});
