/** Lucía's questions around the learner's own noun agree with its number, in her Spanish and in the English after it. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, recordingChooser, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { pickOnTopicQuestion } from './pick-on-topic-question';
import { SPANISH_TEMPLATES, spanishNumberOf } from './follow-up-templates';

/** The questions Lucía may pick after `message` that name `phrase`. */
function offeredAbout(message: string, phrase: string): string[] {
  const { chooser, offered } = recordingChooser();
  pickOnTopicQuestion({ teacher: teacherFor('lucia'), topic: 'free', message, assistantMessages: [], chooser });
  return offered.filter((question) => question.includes(phrase));
}

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe("the number of the learner's noun in Lucía's question", () => {
  it.each([
    ['tus zapatos', 'many'], ['las clases', 'many'], ['mis amigos', 'many'], ['el sofá', 'one'], ['tu perro', 'one'], ['Los Ángeles', 'many'],
  ] as const)('%s is %s', (phrase, number) => expect(spanishNumberOf(phrase)).toBe(number));

  it('asks of more than one in the plural, and of one in the singular, in both languages', () => {
    expect(SPANISH_TEMPLATES.many).toHaveLength(SPANISH_TEMPLATES.one.length);
    for (const template of SPANISH_TEMPLATES.many) expect(template).not.toMatch(/\bes importante\b|\bit\b/);
    for (const template of SPANISH_TEMPLATES.one) expect(template).not.toMatch(/\bson importantes\b|\bthem\b|\bthey\b/);
  });

  it.each([
    ['A veces juega con mis zapatos.', 'tus zapatos'],
    ['Salgo mucho con mis amigas.', 'tus amigas'],
    ['Duerme todo el día en el sofá.', 'el sofá'],
  ])('offers, after %j, only questions that agree with %j', (message, phrase) => {
    const aboutIt = offeredAbout(message, phrase);
    expect(aboutIt.length).toBeGreaterThan(0);
    const isMany = spanishNumberOf(phrase) === 'many';
    for (const question of aboutIt) {
      expect(question).not.toMatch(isMany ? /\bes importante\b|\bit\b/ : /\bson importantes\b|\bthem\b|\bthey\b/);
    }
  });
});

describe("the learner's thing disliked, in Lucía's question", () => {
  it.each([
    ['La película era muy aburrida.', 'la película'],
    ['Mi jefe es muy antipático.', 'tu jefe'],
  ])('after %j asks what they do not like about %j, never why it matters to them', (message, phrase) => {
    const aboutIt = offeredAbout(message, phrase);
    expect(aboutIt.length).toBeGreaterThan(0);
    for (const question of aboutIt) expect(question).toMatch(/no te gusta|lo peor/);
  });
});

describe('what Lucía asks of a thing only told', () => {
  it.each([
    ['Mi vuelo sale para Buenos Aires el 5 de junio.', 'tu vuelo'],
    ['La tienda estaba cerrada cuando llegué.', 'la tienda'],
  ])('after %j, neither what they like most about %j nor why it matters, nor their view of it', (message, phrase) => {
    const aboutIt = offeredAbout(message, phrase);
    expect(aboutIt.length).toBeGreaterThan(0);
    for (const question of aboutIt) expect(question).not.toMatch(/te gusta más|importantes? .* para ti|qué piensas/i);
  });

  it('asks what they like most where they say they like it', () => {
    expect(offeredAbout('Me encantan mis clases de baile, son muy divertidas.', 'tus clases')).toEqual(expect.arrayContaining([expect.stringMatching(/te gusta más/)]));
  });
});
