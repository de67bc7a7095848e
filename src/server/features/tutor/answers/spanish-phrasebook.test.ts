/** Lucía's phrasebook (spanish-phrasebook.ts): English words asked for in Spanish or English, and Spanish ones explained. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { ASKS_HOW_TO_SAY_ES, findEnglishFor, findSpanishPhrase, isEnglishAsked } from './spanish-phrasebook';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const lucia = teacherFor('lucia');
const ask = (content: string) => askTutor({ slug: 'lucia', messages: [{ role: 'user', content }] });

describe('English words asked for in Spanish', () => {
  it.each([
    ['¿Cómo digo embarrassed?', 'embarrassed'],
    ['Entonces, ¿cómo digo embarrassed?', 'embarrassed'],
    ["¿Cómo puedo decir 'I miss you' en español?", 'I miss you'],
    ['¿Cómo se dice I miss you?', 'I miss you'],
    ["¿Cómo se dice 'I'm full'?", "I'm full"],
    ["How do I say 'I miss you'?", 'I miss you'],
  ])('reads %j as asking for %j', (question, words) => {
    expect(detectQuestion(question, lucia)).toMatchObject({ kind: 'spanish-phrase', subject: words });
  });

  it.each(['¿Cómo digo que no?', '¿Cómo digo esto?', '¿Cómo digo bien la r?', '¿Cómo digo perro?', 'Digo embarrassed cuando estoy nervioso.'])('leaves %j, which asks for no English words', (question) => {
    const asked = ASKS_HOW_TO_SAY_ES.exec(question)?.[1];
    expect(asked !== undefined && isEnglishAsked(asked)).toBe(false);
    expect(detectQuestion(question, lucia)?.kind).not.toBe('spanish-phrase');
  });

  it.each([
    ['¿Cómo digo embarrassed?', /\(To say embarrassed:\) Me da vergüenza\. \(Or: estoy avergonzado, and a woman says avergonzada\. Careful: embarazada means pregnant\.\)/],
    ['Entonces, ¿cómo digo embarrassed?', /Me da vergüenza\./],
    ["How do I say 'I miss you'?", /\(To say I miss you:\) Te echo de menos\. \(In Latin America: te extraño\.\)/],
    ["¿Cómo se dice 'I'm full'?", /\(To say I'm full:\) Estoy lleno\. \(A woman says llena\./],
    ["¿Qué significa 'poco a poco'?", /«Poco a poco»: \(it means 'little by little/],
  ])('answers %j from the phrasebook', async (question, answer) => {
    const reply = await ask(question);
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(/no estoy segura|dime tu idea|not sure|isn't in my word lists/);
  });
});

describe('the entries', () => {
  it('has the words for asking the way', () => {
    expect(findSpanishPhrase('turn left')?.spanish).toMatch(/gira a la izquierda/);
    expect(findSpanishPhrase('traffic lights')?.spanish).toMatch(/semáforo/);
  });

  it('has the everyday ways to say them, and the words both ways', () => {
    expect(findSpanishPhrase('embarrassed')?.spanish).toBe('Me da vergüenza.');
    expect(findSpanishPhrase("I'm full")?.spanish).toBe('Estoy lleno.');
    expect(findSpanishPhrase('I miss you')).toMatchObject({ spanish: 'Te echo de menos.', note: 'In Latin America: te extraño.' });
    expect(findEnglishFor('avergonzado')).toBe('embarrassed');
    expect(findEnglishFor('poco a poco')).toMatch(/^little by little/);
  });
});
