import { beforeAll, describe, expect, it } from 'vitest';
import { findCorrections } from '../grammar/find-corrections';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { findRecommendation, RECOMMENDATIONS } from './lucia-recommends';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (content: string) => askTutor({ slug: 'lucia', messages: [{ role: 'user', content }] });

describe("Lucía's recommendations for a trip", () => {
  describe.each(RECOMMENDATIONS.map((r) => [r.id, r] as const))('%s', (_id, recommendation) => {
    it.each(recommendation.examples)('answers %j with it', async (question) => {
      const reply = await ask(question);
      expect(reply).toContain(recommendation.spanish);
      expect(reply).toContain(`(${recommendation.english})`);
    });

    it.each(recommendation.counterExamples.map((text) => [text]))('leaves %j to another answer', async (question) => {
      expect(await ask(question)).not.toContain(recommendation.spanish);
    });

    it('is Spanish her checker finds nothing in', async () => {
      expect(await findCorrections(recommendation.spanish, { max: 5, language: 'es-ES', families: 'every' }), recommendation.spanish).toEqual([]);
    });
  });

  it('reads the place from what the learner said before, for sights and for food', async () => {
    const say = conversationWith('lucia');
    await say('Estoy aprendiendo español porque voy a viajar a México.');
    expect(await say('¿Qué ciudades me recomiendas?')).toMatch(/Oaxaca/);
    expect(await say('¿Qué comida típica me recomiendas?')).toMatch(/tacos al pastor/);
    expect(await say('¿Qué libro me recomiendas?')).not.toMatch(/Oaxaca|tacos|Prado|paella/);
  });

  it('reads a country with its accent as a whole word, and Chile only as the country', () => {
    expect(findRecommendation('¿Qué comida típica hay en Perú?')?.id).toBe('peruvian-food');
    expect(findRecommendation('¿Qué se come en Panamá?')?.id).toBe('panamanian-food');
    expect(findRecommendation('What is the typical food in Colombia?')?.id).toBe('colombian-food');
    expect(findRecommendation('¿Qué comida típica me recomiendas con chile?')?.id).toBe('spanish-food');
  });

  it('tells what to know before a trip to the place the learner said they are going to', async () => {
    const say = conversationWith('lucia');
    await say('Hola, voy a viajar a México en verano.');
    const reply = await say('¿Qué debo saber antes de ir?');
    expect(reply).toContain(RECOMMENDATIONS.find((r) => r.id === 'mexico-tips')!.spanish);
    expect(reply).not.toMatch(/no estoy segura/);
  });

  it('recommends no place it was not asked about', () => {
    expect(findRecommendation('¿Qué me recomiendas?', ['Mi hermana vive en Madrid y yo estudio inglés.'])).toBeNull();
  });

  it('answers which city with her own and two more, or with the cities of the country the learner is going to', () => {
    expect(findRecommendation('¿Qué ciudades me recomiendas?')?.id).toBe('which-city');
    expect(findRecommendation('¿Qué ciudad me recomiendas?', ['¿Cómo es Valencia?'])?.id).toBe('which-city');
    expect(findRecommendation('¿Qué ciudad me recomiendas?', ['En verano voy a Colombia.'])?.id).toBe('colombia');
    expect(findRecommendation('¿Qué me recomiendas ver?', ['Voy a Madrid en mayo.'])?.id).toBe('madrid');
  });
});
