import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { CONJUGATIONS, findVerbAsked } from './spanish-conjugations';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (content: string, slug = 'lucia') => askTutor({ slug, messages: [{ role: 'user', content }] });

describe("Lucía's verb tables", () => {
  it.each([
    ["How do I conjugate 'ir'?", 'yo voy, tú vas, él/ella va, nosotros vamos, vosotros vais, ellos van'],
    ['¿Cómo se conjuga tener?', 'yo tengo, tú tienes, él/ella tiene, nosotros tenemos, vosotros tenéis, ellos tienen'],
    ['Can you conjugate "dormir" for me?', 'yo duermo, tú duermes'],
    ['¿Me dices la conjugación de ser?', 'yo soy, tú eres'],
  ])('%j gets the present tense from her table', async (question, forms) => {
    expect(await ask(question)).toContain(forms);
  });

  it('gives a verb not in her table its regular model, and says to check it', async () => {
    const reply = await ask("How do you conjugate 'bailar'?");
    expect(reply).toContain('va como «hablar»: hablo, hablas');
    expect(reply).toMatch(/check it in a dictionary/);
  });

  it.each(['I hate conjugating verbs.', 'Conjugation is hard for me.'])('reads no verb out of %j', (message) => {
    expect(findVerbAsked(message)).toBeUndefined();
  });

  it('is Lucía’s: an English teacher leaves it', async () => {
    expect(await ask("How do I conjugate 'ir'?", 'sophia')).not.toContain('yo voy');
  });

  it.each([
    ['¿Cuál es el pasado de "ir"?', 'yo fui, tú fuiste, él/ella fue, nosotros fuimos, vosotros fuisteis, ellos fueron'],
    ['What is the past tense of tener?', 'yo tuve, tú tuviste, él/ella tuvo'],
    ['¿Cuál es el pretérito de hablar?', 'yo hablé, tú hablaste, él/ella habló'],
  ])('%j gets the past (pretérito indefinido) from her table', async (question, forms) => {
    const reply = await ask(question);
    expect(reply).toContain(forms);
    expect(reply).toMatch(/en pasado/);
  });

  it('gives a verb not in her table its regular model in the past, and says to check it', async () => {
    const reply = await ask('¿Cuál es el pasado de bailar?');
    expect(reply).toContain('va como «hablar» en pasado: hablé, hablaste');
    expect(reply).toMatch(/check it in a dictionary/);
  });

  it('holds six forms a verb, for yo to ellos, in the present and the past', () => {
    for (const { verb, forms, preterite } of CONJUGATIONS) {
      expect(forms).toHaveLength(6);
      expect(preterite).toHaveLength(6);
      expect(new Set(forms).size, verb).toBeGreaterThanOrEqual(5);
      expect(new Set(preterite).size, verb).toBe(6);
      // The pretérito's vosotros form ends in -steis, its ellos form in -ron.
      expect(preterite[4], verb).toMatch(/steis$/);
      expect(preterite[5], verb).toMatch(/ron$/);
    }
  });
});
