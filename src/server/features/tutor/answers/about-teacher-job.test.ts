/** "What is your job?" is answered with her job, not where she is from; "¿Y a ti?" after a taste is asked back of her. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (slug: string, content: string) => askTutor({ slug, messages: [{ role: 'user', content }] });

describe('her job', () => {
  it.each(['What is your job?', 'What do you do?', 'Where do you work?'])('%j: what she does here', async (message) => {
    expect(await ask('sophia', message)).toMatch(/^I'm your everyday English conversation partner here on Parley/);
  });

  it.each(['¿En qué trabajas?', '¿A qué te dedicas?'])('%j to Lucía: in Spanish', async (message) => {
    expect(await ask('lucia', message)).toMatch(/^Soy tu profesora de español aquí en Parley/);
  });

  it('is not asked back of a learner who told theirs', async () => {
    const say = conversationWith('sophia');
    await say('I am an accountant in a big company.');
    expect(await say('What is your job?')).not.toMatch(/What do you do\?/);
  }, 20_000);

  it.each(['What do you do at the weekend?', 'What do you do in your free time?'])('%j is her free time, not her job', async (message) => {
    expect(await ask('sophia', message)).not.toMatch(/here on Parley/);
  });
});

describe('"¿Y a ti?" after a taste', () => {
  it('is her own taste', async () => {
    expect(await ask('lucia', 'Me gusta nadar y leer libros. ¿Y a ti?')).toMatch(/^Me encantan/);
  });
});

describe('a kind asked of her that the learner told of before', () => {
  it("is asked about as the learner's own: 'I play the piano' then 'Do you play any instrument?'", async () => {
    const say = conversationWith('sophia');
    await say('I play the piano since I was a child.');
    const reply = await say('Do you play any instrument?');
    expect(reply).toMatch(/What do you like most about playing the piano\?$/);
    expect(reply).not.toMatch(/Do you like playing any instrument\?/);
  }, 20_000);
});

describe('Lucía asked about herself in other words', () => {
  it.each([
    ['Y a ti, ¿te gustan los perros?', /¿Y a ti\? ¿Te gustan los perros\?/],
    ['¿Has visitado Barcelona tú?', /Barcelona/],
    ['¿Cuántos años tienes, Lucía?', /^Tengo treinta y cuatro años, y mi hermano Pablo, treinta y seis/],
    ['¿Eres una persona real?', /^Sinceramente, soy una tutora de práctica/],
    ['¿Dónde trabajas tú?', /^Soy tu profesora de español aquí en Parley/],
    ['¿Por qué eres profesora?', /^Porque me encanta ver cómo alguien empieza a hablar con confianza/],
  ])('%j is answered as herself', async (message, expected) => {
    const reply = await ask('lucia', message);
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(/no estoy segura|No lo sé/i);
  });
});
