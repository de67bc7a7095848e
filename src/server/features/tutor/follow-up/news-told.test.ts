/** News of the learner's own life is met as a friend would: each kind reads its examples and leaves its counter-examples. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { NEWS, newsTold, type NewsKind } from './news-told';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe.each(['en', 'es'] as const)('news told in %s', (language) => {
  describe.each(Object.entries(NEWS[language]) as [NewsKind, (typeof NEWS)['en'][NewsKind]][])('%s', (kind, news) => {
    it.each(news.examples)('reads %j', (message) => {
      expect(newsTold(message, language)).toBe(kind);
    });
    it.each(news.counterExamples)('leaves %j', (message) => {
      expect(newsTold(message, language)).toBeNull();
    });
  });
});

describe('good news that a "but" turns', () => {
  it('is met with both halves, not only congratulations', async () => {
    const reply = await conversationWith('daniel')('Hi, I got a job offer from a logistic company but the salary is lower than I expected.');
    expect(reply).toMatch(/not all good news/);
    expect(reply).not.toMatch(/must be so pleased|celebrate/);
    expect(await conversationWith('sophia')('I got the job! I am so happy')).toMatch(/great news|so pleased/);
  }, 20_000);
});

describe('a past long gone', () => {
  it.each([
    ['My name is Ahmed and I graduated from university in 2019 with a degree in finance.', 'en'],
    ['I passed my driving test five years ago.', 'en'],
    ['Aprobé el examen de conducir hace tres años.', 'es'],
  ] as const)('is a life story, not news now: %j', (message, language) => {
    expect(newsTold(message, language)).toBeNull();
  });

  it('leaves news of this year news, and news beside a duration or another past', () => {
    expect(newsTold(`I graduated in ${new Date().getFullYear()}!`, 'en')).toBe('passed');
    expect(newsTold('I passed my driving test today! I have been learning since 2019.', 'en')).toBe('passed');
    expect(newsTold('I finally graduated! I started university ten years ago.', 'en')).toBe('passed');
  });
});

describe('a birthday to come', () => {
  it('is not wished a happy birthday yet', () => {
    expect(newsTold('It is my birthday next week!', 'en')).toBe('birthday-soon');
    expect(newsTold("It's my birthday tomorrow.", 'en')).toBe('birthday-soon');
  });
});

describe('in a conversation', () => {
  it.each([
    ['sophia', 'Today is my birthday!', /^Happy birthday!|^Oh, happy birthday to you!/, /(?:celebrate|present)[^?]*\?$/],
    ['sophia', 'I passed my driving test!', /congratulations/i, /\?$/],
    ['ethan', 'I got a promotion yesterday!', /congratulations|well done/i, /\?$/],
    ['sophia', 'I miss my family a lot.', /hard, being far|missing home/, /\?$/],
    ['lucia', 'Hoy es mi cumpleaños.', /¡(?:Feliz cumpleaños|Muchas felicidades)!/, /\?\s*\([^)]*\)$/],
    ['lucia', 'Echo de menos a mi familia.', /es difícil estar lejos/, /\)$/],
    ['sophia', 'My car broke down on the way to work.', /bad luck|annoying/, /(?:Can your car be fixed|How are you managing without your car)\?$/],
    ['sophia', 'Next week I start a new job at a hotel.', /Good luck with the new job!|A new job, how exciting!/, /(?:What will you be doing there|How are you feeling about your first day)\?$/],
    ['lucia', 'Mi ordenador no funciona.', /mala suerte|Qué rabia/, /(?:¿Se puede arreglar\? \(Can it be fixed\?\)|¿Qué vas a hacer\? \(What are you going to do\?\))$/],
    ['lucia', 'Estoy muy ocupada esta semana.', /Vaya semana|Qué ajetreo/, /\)$/],
    // A break-up: sorrow alone, its slips left for another day, never '¡Qué bonito hablar de tu novia!'.
    ['lucia', 'mi novia me dejo ayer', /^Lo siento mucho, una ruptura es muy dura/, /\)$/],
    ['sophia', 'My boyfriend left me last week.', /^(?:I'm so sorry|Oh no, I'm sorry)/, /\?$/],
  ])('%s meets %j as a friend would', async (slug, message, ack, question) => {
    const reply = await conversationWith(slug)(message);
    expect(reply).toMatch(ack);
    expect(reply).toMatch(question);
    expect(reply).not.toMatch(/tell me a little more about your birthday|lovely time together|Qué interesante/);
  });

  it('gives advice on missing home when asked just after', async () => {
    const say = conversationWith('sophia');
    await say('I miss my family a lot.');
    expect(await say('What can I do?')).toMatch(/Missing home is very normal.*\?$/);
  }, 20_000);

  it('gives advice on the part of the language the learner finds hardest', async () => {
    const sophia = conversationWith('sophia');
    expect(await sophia('English is very difficult for me.')).toMatch(/\?$/);
    expect(await sophia('Speaking.')).toMatch(/speaking/i);
    const lucia = conversationWith('lucia');
    expect(await lucia('El español es muy difícil.')).toMatch(/\?/);
    expect(await lucia('La gramática.')).toMatch(/Learn grammar from your own sentences/);
  }, 20_000);

  it('says happy birthday after answering how she is', async () => {
    expect(await conversationWith('lucia')('¿Qué tal? Hoy estoy muy feliz porque es mi cumpleaños.')).toMatch(/¡(?:Feliz cumpleaños|Muchas felicidades)!.*¿(?:Cómo lo vas a celebrar|Qué regalo te gustaría)\?/);
    expect(await conversationWith('sophia')("Hi, how are you? It's my birthday today and I am 30.")).toMatch(/happy birthday.*(?:celebrate|present)[^?]*\?$/i);
  });
});

describe('what the learner has told', () => {
  it('is never asked as the news’s question: a target score after the test’s date', async () => {
    for (const dated of ['My test is in two months.', 'My IELTS exam is next month.']) {
      const say = conversationWith('oliver');
      await say('Hello');
      await say(dated);
      const reply = await say('I need band 7 for my university in Australia.');
      expect(reply).toMatch(/target/);
      expect(reply).not.toMatch(/When is your (?:test|exam)\?/);
    }
  });
});

describe('a plan the news already tells', () => {
  it.each([
    ['sophia', "Today is my day off so I'm going to clean the house."],
    ['lucia', 'Hoy tengo el día libre y voy a limpiar la casa.'],
  ])('%s does not ask %j for its plans', async (slug, message) => {
    const reply = await conversationWith(slug)(message);
    expect(reply).not.toMatch(/What will you do|Any plans|¿Tienes planes|¿Qué vas a hacer/);
    expect(reply).toMatch(/day off\?\)?$/);
  });
});

describe('a silence told after a quarrel', () => {
  it.each([
    ['sophia', "I had an argument with my best friend and now we don't talk."],
    ['lucia', 'Discutí con mi mejor amiga y ahora no hablamos.'],
  ])('%s does not ask %j whether they have talked', async (slug, message) => {
    const reply = await conversationWith(slug)(message);
    expect(reply).not.toMatch(/Have you talked since then|¿Ya habéis hablado/);
    expect(reply).toMatch(/(?:What was it about|Would you like to make up|¿Por qué fue|¿Te gustaría hacer las paces)\?/);
  });
});
