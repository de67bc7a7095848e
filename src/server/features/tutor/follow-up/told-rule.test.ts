/** A told rule's questions that name what the message named are asked where it names it, the others where it does not. */
import { describe, expect, it } from 'vitest';
import { recordingChooser } from '../tutor-test-helpers';
import { respondToToldRule, type ToldRules } from './told-rule';

const PLANTED: ToldRules = {
  en: {
    said: /\bI planted (?:some |a few )?(?:(?<plant>tomatoes|roses)|\p{L}+)\b/iu,
    acks: ['Lovely!'],
    questions: ['When will your {plant} be ready?', 'What else grows there?'],
    examples: ['I planted tomatoes.'],
    counterExamples: [],
  },
  es: { said: /(?!)/, acks: ['¡Qué bien!'], questions: ['¿Qué más crece allí?'], examples: [], counterExamples: [] },
};

const ask = (message: string, assistantMessages: string[] = []) => {
  const { chooser, offered } = recordingChooser();
  const response = respondToToldRule(PLANTED, 'planted', { message, isSpanish: false, assistantMessages, chooser });
  return { question: response?.question, offered };
};

describe('questions that name what was told', () => {
  it('fills the slot from the message and offers only the naming questions', () => {
    const { question, offered } = ask('I planted some tomatoes today.');
    expect(question).toBe('When will your tomatoes be ready?');
    expect(offered).not.toContain('What else grows there?');
  });

  it('offers only the plain questions when the message does not name it', () => {
    const { question, offered } = ask('I planted beans today.');
    expect(question).toBe('What else grows there?');
    expect(offered.some((q) => q.includes('{'))).toBe(false);
  });

  it('falls back on the plain questions once the naming ones were asked', () => {
    expect(ask('I planted roses.', ['Lovely! When will your roses be ready?']).question).toBe('What else grows there?');
  });
});

describe('a named thing that opens the message', () => {
  const OPENS: ToldRules = {
    en: { said: /^(?<when>This week|Today) was hard\b/i, acks: ['Oh no.'], questions: ['What made {when} so hard?'], examples: [], counterExamples: [] },
    es: { said: /(?!)/, acks: [''], questions: [''], examples: [], counterExamples: [] },
  };
  it('is said back in lower case, as it would be inside a sentence', () => {
    const { chooser } = recordingChooser();
    expect(respondToToldRule(OPENS, 'opens', { message: 'This week was hard.', isSpanish: false, assistantMessages: [], chooser })?.question).toBe('What made this week so hard?');
  });
});

describe('company the message already names', () => {
  const PLAYED: ToldRules = {
    en: { said: /\bI play chess\b/i, acks: ['Nice!'], questions: ['Who do you play with?', 'How long have you played?'], examples: [], counterExamples: [] },
    es: { said: /(?<![\p{L}])juego al ajedrez(?![\p{L}])/iu, acks: ['¡Qué bien!'], questions: ['¿Con quién juegas?', '¿Desde cuándo juegas?'], examples: [], counterExamples: [] },
  };
  const offeredFor = (message: string, isSpanish: boolean) => {
    const { chooser, offered } = recordingChooser();
    respondToToldRule(PLAYED, 'played', { message, isSpanish, assistantMessages: [], chooser });
    return offered;
  };
  it.each([
    ['I play chess with my grandfather.', false],
    ['My brother and I play chess on Sundays.', false],
    ['Juego al ajedrez con mi abuelo.', true],
    ['Mi hermano y yo... bueno, juego al ajedrez.', true],
  ])('asks no "who with" of %j', (message, isSpanish) => {
    expect(offeredFor(message, isSpanish).filter((q) => /with\?|Con quién/.test(q))).toEqual([]);
  });
  it.each([['I play chess.', false], ['Juego al ajedrez.', true]])('may ask it of %j', (message, isSpanish) => {
    expect(offeredFor(message, isSpanish).some((q) => /with\?|Con quién/.test(q))).toBe(true);
  });
});

describe('a time the message already gives', () => {
  const PARTY: ToldRules = {
    en: { said: /\bI have a party\b/i, acks: ['Fun!'], questions: ['When is it?', 'Who is coming?'], examples: [], counterExamples: [] },
    es: { said: /(?<![\p{L}])tengo una fiesta(?![\p{L}])/iu, acks: ['¡Qué bien!'], questions: ['¿Cuándo es?', '¿Quién va?'], examples: [], counterExamples: [] },
  };
  const offeredFor = (message: string, isSpanish: boolean) => {
    const { chooser, offered } = recordingChooser();
    respondToToldRule(PARTY, 'party', { message, isSpanish, assistantMessages: [], chooser });
    return offered;
  };
  it.each([['I have a party next Saturday.', false], ['I have a party in June.', false], ['El sábado tengo una fiesta.', true], ['Tengo una fiesta en verano.', true]])('asks no "when" of %j', (message, isSpanish) => {
    expect(offeredFor(message, isSpanish).filter((q) => /When|Cuándo/.test(q))).toEqual([]);
  });
  it.each([['I have a party.', false], ['Tengo una fiesta.', true]])('may ask it of %j', (message, isSpanish) => {
    expect(offeredFor(message, isSpanish).some((q) => /When|Cuándo/.test(q))).toBe(true);
  });
});

describe('a reason the message already gives', () => {
  const QUIT: ToldRules = {
    en: { said: /\bI quit my job\b/i, acks: ['Wow!'], questions: ['What made you decide to leave?', 'What will you do next?'], examples: [], counterExamples: [] },
    es: { said: /(?<![\p{L}])dejé mi trabajo(?![\p{L}])/iu, acks: ['¡Vaya!'], questions: ['¿Por qué decidiste dejarlo?', '¿Qué vas a hacer ahora?'], examples: [], counterExamples: [] },
  };
  const offeredFor = (message: string, isSpanish: boolean) => {
    const { chooser, offered } = recordingChooser();
    respondToToldRule(QUIT, 'quit', { message, isSpanish, assistantMessages: [], chooser });
    return offered;
  };
  it.each([['I quit my job because my boss was rude.', false], ['Dejé mi trabajo porque mi jefe era muy antipático.', true]])('asks no "why" of %j', (message, isSpanish) => {
    expect(offeredFor(message, isSpanish).filter((q) => /What made you|Por qué/.test(q))).toEqual([]);
  });
  it.each([['I quit my job last week.', false], ['Dejé mi trabajo la semana pasada.', true]])('may ask it of %j', (message, isSpanish) => {
    expect(offeredFor(message, isSpanish).some((q) => /What made you|Por qué/.test(q))).toBe(true);
  });
});

describe('a result the message already gives', () => {
  const MATCH: ToldRules = {
    en: { said: /\bI watched the match\b/i, acks: ['Fun!'], questions: ['Who won?', 'What was the atmosphere like?'], examples: [], counterExamples: [] },
    es: { said: /(?<![\p{L}])vi el partido(?![\p{L}])/iu, acks: ['¡Qué bien!'], questions: ['¿Quién ganó?', '¿Qué tal el ambiente?'], examples: [], counterExamples: [] },
  };
  const offeredFor = (message: string, isSpanish: boolean) => {
    const { chooser, offered } = recordingChooser();
    respondToToldRule(MATCH, 'match', { message, isSpanish, assistantMessages: [], chooser });
    return offered;
  };
  it.each([
    ['I watched the match with my cousins, our team lost 2-1.', false],
    ['I watched the match and we won!', false],
    ['Ayer vi el partido con mis primos, nuestro equipo perdió.', true],
    ['Vi el partido: ganamos 3 a 1.', true],
  ])('asks no "who won" of %j', (message, isSpanish) => {
    expect(offeredFor(message, isSpanish).filter((q) => /Who won|Quién ganó/.test(q))).toEqual([]);
  });
  it.each([['I watched the match last night.', false], ['Anoche vi el partido.', true]])('may ask it of %j', (message, isSpanish) => {
    expect(offeredFor(message, isSpanish).some((q) => /Who won|Quién ganó/.test(q))).toBe(true);
  });
});
