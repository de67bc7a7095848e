import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { englishFor, SPANISH_REQUESTS } from './spanish-requests';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (content: string) => askTutor({ slug: 'lucia', messages: [{ role: 'user', content }] });

describe('asking Lucía how to ask for something', () => {
  describe.each(SPANISH_REQUESTS.map((request) => [request.id, request] as const))('%s', (_id, request) => {
    it.each(request.examples)('answers %j with the request and a turn to say it', async (question) => {
      const reply = await ask(question);
      expect(reply).toMatch(/«[^»]+»/);
      expect(reply).toMatch(/\? \(.+\)$/);
    });

    it.each(request.counterExamples.map((text) => [text]))('leaves %j to another answer', async (question) => {
      expect(await ask(question)).not.toContain(request.practice.slice(0, 20));
    });
  });

  it.each([
    ['¿Cómo pido un café en un bar?', '«Un café, por favor.» O un poco más completo: «¿Me pone un café, por favor?» (A coffee, please.'],
    ['¿Cómo puedo pedir la cuenta?', '«La cuenta, por favor.» O un poco más completo: «¿Me trae la cuenta, por favor?» (The bill, please.'],
    ['¿Cómo pido una mesa para dos?', "«Una mesa para dos, por favor.» ('Una mesa para dos', please. That is how"],
    ['¿Cómo pregunto dónde está el baño?', '«Perdone, ¿dónde está el baño?» (Excuse me, where is the bathroom?)'],
    ['¿Y cómo pregunto dónde hay una farmacia?', '«Perdone, ¿dónde hay una farmacia?» (Excuse me, where is there a pharmacy?)'],
    ['¿Cómo pregunto dónde está los servicios?', '«Perdone, ¿dónde están los servicios?» (Excuse me, where are \'los servicios\'?)'],
  ])('%j: the Spanish right, whatever the learner wrote, with its English', async (question, said) => {
    expect(await ask(question)).toContain(said);
  });

  it.each(['What should I say when I leave?', '¿Qué digo cuando me voy?'])('%j: the goodbyes people use, then one of the learner\'s own', async (question) => {
    const reply = await ask(question);
    expect(reply).toContain('Puedes decir «Hasta luego», «Hasta mañana», «Nos vemos» o «¡Que tengas un buen día!». (You can say: see you later, see you tomorrow, see you, or have a nice day!');
    expect(reply).toMatch(/¿cómo te despides de mí\? \(Imagine the lesson is ending: how do you say goodbye to me\?\)$/);
  });

  it('offers ¿Me pone...? only for something a waiter serves', async () => {
    expect(await ask('¿Cómo pido una mesa para dos?')).not.toMatch(/Me pone|Me trae/);
    expect(await ask('¿Cómo pido un café?')).toContain('«¿Me pone un café, por favor?»');
  });

  it('never says back a slip in the learner\'s words', async () => {
    const reply = await ask('¿Cómo pido un cerveza?');
    expect(reply).toContain('«Una cerveza, por favor.»');
    expect(reply).toContain('(Note: «una cerveza», not «un cerveza».)');
    expect(reply).not.toMatch(/«Un cerveza|Me pone un cerveza/);
  });

  it('translates only the words on her lists, and keeps the rest in Spanish', () => {
    expect(englishFor('una cerveza')).toBe('a beer');
    expect(englishFor('un aeropuerto')).toBe('an airport');
    expect(englishFor('una horchata')).toBe("'una horchata'");
  });
});

describe('a request asked again of another thing', () => {
  it("'¿Y la cuenta?' after ordering a coffee asks for the bill the same way", async () => {
    const say = conversationWith('lucia');
    await say('¿Cómo pido un café en un bar?');
    expect(await say('¿Y la cuenta?')).toMatch(/«La cuenta, por favor\.»/);
  }, 20_000);
});

describe('how to introduce yourself, asked of Lucía', () => {
  it('gives a model introduction in Spanish, then asks for the learner’s own', async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: 'How do I introduce myself?' }] });
    expect(reply).toMatch(/«Hola, me llamo Ana\. Soy de Inglaterra, tengo treinta años y trabajo de enfermera\. ¡Encantada!»/);
    expect(reply).toMatch(/Ahora tú: ¿cómo te presentas\?/);
    expect(reply).not.toMatch(/design team/);
  });
});
