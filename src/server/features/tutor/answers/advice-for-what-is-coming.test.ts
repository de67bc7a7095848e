import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { ASKS_FOR_ADVICE, COMING_UP } from './advice-for-what-is-coming';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('advice asked for', () => {
  for (const [language, rule] of Object.entries(ASKS_FOR_ADVICE)) {
    it.each(rule.examples)(`${language}: reads %j`, (message) => expect(rule.asked.test(message)).toBe(true));
    it.each(rule.counterExamples)(`${language}: leaves %j`, (message) => expect(rule.asked.test(message)).toBe(false));
  }
  for (const [kind, rule] of Object.entries(COMING_UP)) {
    it.each(rule.examples)(`hears %j as ${kind} coming up`, (message) => expect(Object.entries(COMING_UP).find(([, r]) => r.said.test(message))?.[0]).toBe(kind));
  }
});

const ask = (slug: string, news: string, question: string) =>
  askTutor({ slug, messages: [{ role: 'user', content: news }, { role: 'assistant', content: slug === 'lucia' ? '¡Qué bien! (How nice!)' : 'Good to know!' }, { role: 'user', content: question }] });

describe('advice for what the learner told is coming up', () => {
  it.each([
    ['sophia', 'I have a job interview on Monday.', 'Do you have any advice for me?', /^Three things help most: prepare two or three short stories/],
    ['ethan', 'I have an exam tomorrow.', 'Any tips?', /^Sleep well the night before/],
    ['lucia', 'Tengo una entrevista de trabajo el lunes.', '¿Tienes algún consejo para mí?', /^Tres cosas ayudan mucho: prepara dos o tres ejemplos cortos/],
    ['lucia', 'El viernes hago una presentación en clase.', '¿Me das un consejo?', /^Practícala en voz alta dos o tres veces/],
  ])('%s: after %j, %j gets tips for it and an offer to practise', async (slug, news, question, tips) => {
    const reply = await ask(slug, news, question);
    expect(reply).toMatch(tips);
    expect(reply).toMatch(/(?:Would you like to practise a little of it with me now\?|¿Quieres practicar un poco conmigo ahora\?)/);
  });

  it.each([
    ['sophia', 'I like cooking.', 'Do you have any advice for me?'],
    ['lucia', 'Me gusta cocinar.', '¿Tienes algún consejo para mí?'],
  ])('%s: after %j, %j gets no tips for an event never told', async (slug, news, question) => {
    expect(await ask(slug, news, question)).not.toMatch(/Three things help most|Tres cosas ayudan|Sleep well|Duerme bien/);
  });
});

describe('exams, asked of Lucía', () => {
  it('gives tips for a Spanish exam when exams are asked about with nothing told before, or a Spanish exam was told', async () => {
    const tips = /^Tres consejos: repasa los verbos más comunes en presente y en pasado, prepara unas frases sobre ti, tu familia y tu rutina para la parte oral, y lee cada pregunta dos veces antes de contestar\. \(Three tips: go over the most common verbs/;
    expect(await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: '¿Tienes consejos para los exámenes?' }] })).toMatch(tips);
    expect(await ask('lucia', 'Tengo el examen de español en mayo.', '¿Algún consejo?')).toMatch(tips);
  });

  it('gives the tips for any exam when another subject was named', async () => {
    expect(await ask('lucia', 'Mañana tengo un examen de historia.', '¿Algún consejo?')).toMatch(/^Duerme bien la noche anterior/);
    expect(await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: '¿Tienes consejos para los exámenes de historia?' }] })).toMatch(/^Duerme bien la noche anterior/);
  });
});

describe('yes to the offer to practise', () => {
  it.each([
    ['sophia', 'I have a job interview on Monday.', 'Do you have any advice for me?', 'Yes, please.', /^Great! I'll be the interviewer\. Tell me about a time you solved a difficult problem/],
    ['lucia', 'Tengo una entrevista el lunes.', '¿Tienes algún consejo para mí?', 'Sí, vale.', /^¡Genial! Yo soy la entrevistadora\./],
    ['lucia', 'Mañana tengo un examen de historia.', '¿Algún consejo?', 'Claro.', /^¡Genial! Explícame el tema más difícil de tu examen/],
    ['lucia', 'Tengo el examen de español en mayo.', '¿Algún consejo?', 'Sí, vale.', /^¡Genial! Como en la parte oral del examen: preséntate en tres o cuatro frases/],
  ])('%s: after %j and %j, %j begins the practice', async (slug, news, question, yes, practice) => {
    const tips = await ask(slug, news, question);
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: news }, { role: 'assistant', content: 'Good to know!' }, { role: 'user', content: question }, { role: 'assistant', content: tips }, { role: 'user', content: yes }] });
    expect(reply).toMatch(practice);
  });

  it('is only a yes to that offer: a yes to another question is left to the rest', async () => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'I like cooking.' }, { role: 'assistant', content: 'Do you cook every day?' }, { role: 'user', content: 'Yes, please.' }] });
    expect(reply).not.toMatch(/^Great! I'll be the interviewer/);
  });
});
