/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { createChooser } from '../choose-variant';
import { findCorrections } from '../grammar/find-corrections';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { FAMILY_NEWS, respondToFamilyNews } from './family-news';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const respond = (message: string, isSpanish: boolean) => respondToFamilyNews({ message, isSpanish, assistantMessages: [], chooser: createChooser(message) });

eachLanguageReadsItsExamples('a step someone in the family takes', FAMILY_NEWS, (message, language) => respond(message, language === 'es') !== null);

describe('the step someone in the family takes', () => {
  it.each([
    ['sophia', 'My son is starting university in September.', /^(?:What a big step for him!|How exciting for him!) (?:What is he going to study|How is he feeling about it)\?$/],
    ['sophia', 'My daughters started school yesterday.', /^(?:What a big step for them!|How exciting for them!) (?:How are they feeling about it|How did you help them get ready)\?$/],
    ['lucia', 'Mi hijo empieza la universidad en septiembre.', /^(?:¡Qué gran paso!|¡Qué emocionante!) \(.*\) (?:¿Qué va a estudiar\? \(What is he going to study\?\)|¿Cómo se siente\? \(How is he feeling about it\?\))$/],
    ['lucia', 'Mi hija empezó el colegio ayer.', /(?:¿Cómo se siente\? \(How is she feeling about it\?\)|¿Está contenta\? \(Is she happy about it\?\))$/],
  ])('%s: %j', async (slug, message, expected) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(expected);
  });
});

describe('something someone in the family achieved', () => {
  it.each([
    ['sophia', 'My daughter learned to swim this summer.', /^(?:Well done to her!|You must be so proud of her!) (?:How long did it take her|How did you celebrate)\?$/],
    ['sophia', 'My sons passed their exams!', /^(?:Well done to them!|You must be so proud of them!) (?:How long did it take them|How did you celebrate)\?$/],
    ['lucia', 'Mi hijo aprendió a montar en bici.', /^(?:¡Qué orgullo!|¡Muy bien, enhorabuena!) \(.*\) (?:¿Cuánto tiempo le costó\? \(How long did it take him\?\)|¿Cómo lo celebrasteis\? \(How did you celebrate\?\))$/],
    ['lucia', 'Mis hijas aprobaron todos sus exámenes.', /(?:¿Cuánto tiempo les costó\? \(How long did it take them\?\)|¿Cómo lo celebrasteis\? \(How did you celebrate\?\))$/],
  ])('%s: %j', async (slug, message, expected) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(expected);
  });
});

describe('an occasion of someone in the family to come', () => {
  it.each([
    ['sophia', 'My brother is getting married in August.', /^(?:How wonderful, a wedding!|Congratulations to him!) (?:Where is the wedding going to be|How is he feeling about it)\?$/],
    ['sophia', "It's my mum's birthday on Saturday.", /^(?:How lovely, a birthday!|A birthday, how nice!) (?:How are you going to celebrate|What are you going to give her)\?$/],
    ['lucia', 'Mi hermana se casa en junio.', /(?:¿Dónde va a ser la boda\? \(Where is the wedding going to be\?\)|¿Cómo se siente\? \(How is she feeling about it\?\))$/],
    ['sophia', 'My sister has a new baby, his name is Leo.', /^(?:Congratulations to her!|How wonderful, a new baby!) (?:Have you met the baby yet\?|How is she doing with the new baby\?)$/],
    ['lucia', 'Mi hermana tuvo un bebé la semana pasada.', /(?:¿Ya conoces al bebé\? \(Have you met the baby yet\?\)|¿Cómo está el bebé\? \(How is the baby\?\))$/],
    ['sophia', 'My mother is coming to visit us next week.', /(?:How long is she staying|What are you going to do together)\?$/],
    ['lucia', 'Mis padres van a venir a vernos en mayo.', /(?:¿Cuánto tiempo se van a quedar\? \(How long are they staying\?\)|¿Qué vais a hacer juntos\? \(What are you going to do together\?\))$/],
    ['sophia', "Tomorrow is my best friend's birthday.", /^(?:How lovely, a birthday!|A birthday, how nice!) (?:How are you going to celebrate|What are you going to give them)\?$/],
    ['lucia', 'Mañana es el cumpleaños de mi mejor amiga.', /(?:¿Cómo lo vais a celebrar\? \(How are you going to celebrate\?\)|¿Qué le vas a regalar\? \(What are you going to give her\?\))$/],
    ['sophia', 'My son has a football match on Saturday.', /^(?:Good luck to him!|How exciting!) (?:Are you going to watch him|How is he feeling about it)\?$/],
    ['lucia', 'Mi hija tiene un concierto de piano en mayo.', /(?:¿Vas a ir a verla\? \(Are you going to watch her\?\)|¿Cómo se siente\? \(How is she feeling about it\?\))$/],
    ['sophia', 'My sister is pregnant!', /^(?:Congratulations to her!|How wonderful, a baby on the way!) (?:When is the baby due|How is she feeling)\?$/],
    ['lucia', 'Mi hermana menor está embarazada.', /(?:¿Para cuándo espera al bebé\? \(When is the baby due\?\)|¿Cómo se encuentra\? \(How is she feeling\?\))$/],
    ['lucia', 'Mañana es el cumpleaños de mis abuelos.', /(?:¿Cómo lo vais a celebrar\? \(How are you going to celebrate\?\)|¿Qué les vas a regalar\? \(What are you going to give them\?\))$/],
  ])('%s: %j', async (slug, message, expected) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(/big step|gran paso|Where does|Dónde vive/);
    if (slug === 'lucia') expect(await findCorrections(reply.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim(), { max: 2, language: 'es-ES', families: 'every' })).toEqual([]);
  });
});

describe('the learner’s own part in the news', () => {
  it.each([
    ['sophia', 'My brother is getting married next month and I have to give a speech.', /(?:Have you started writing your speech|How are you feeling about giving the speech)\?$/],
    ['sophia', 'My best friend is getting married next month and I am the best man.', /(?:What do you have to do as the best man|How are you feeling about being the best man)\?$/],
    ['lucia', 'Mi hermano se casa en junio y tengo que dar un discurso.', /(?:\(Have you started writing your speech\?\)|\(Does speaking in front of everyone make you nervous\?\))$/],
  ])('%s asks of %j about that part', async (slug, message, expected) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(expected);
  });

  it('leaves the news’s own questions where no part is told', async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'My brother is getting married in August.' }] })).not.toMatch(/speech|best man/);
  });
});
