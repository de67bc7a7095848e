import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { SPANISH_ABOUT_TEACHER, spanishAboutTeacher } from './spanish-about-teacher';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('questions about Lucía asked in Spanish', () => {
  for (const rule of SPANISH_ABOUT_TEACHER) {
    // '$1' stands for the thing asked about ('do you like $1'): what comes before it must be what was read.
    it.each(rule.examples)(`reads %j as "${rule.inEnglish}"`, (question) => expect(spanishAboutTeacher(question)?.startsWith(rule.inEnglish.replace('$1', ''))).toBe(true));
    it.each(rule.counterExamples)(`leaves %j`, (question) => expect(spanishAboutTeacher(question)?.startsWith(rule.inEnglish.replace('$1', '')) ?? false).toBe(false));
  }

  it.each([
    ['¿De dónde eres?', /Valencia/],
    ['Vivo en Londres. ¿Y tú?', /Valencia/],
    ['¿Te gusta la paella?', /¡Sí!/],
    ['¿Eres un robot?', /computer program/],
    ['¿Cuál es tu comida favorita?', /^Me encanta la paella/],
    ['Estoy bien, ¿y tú?', /^¡(?:Muy bien, gracias por preguntar|Estoy genial, gracias)!/],
    ['¿Y tú? ¿Te gusta tu trabajo?', /^¡Sí, me encanta enseñar español!/],
    ['¿Qué hiciste tú el fin de semana?', /^Casi todos los sábados paseo por la orilla del mar/],
    ['¿Tú has estado en México?', /^Todavía no he estado en México, ¡pero me encantaría ir! \(I haven't been to Mexico yet, but I would love to go!\)/],
    ['¿Conoces Valencia?', /^Soy de Valencia, en España, así que la conozco bien\./],
    // A person's name is known, not visited; a place named in Spanish is still a place.
    ['Tu conoces Caetano Veloso?', /^No conozco bien a Caetano Veloso, pero me encantaría saber más\./],
    ['¿Conoces Nueva York?', /^Todavía no he estado en Nueva York/],
    // Her own life (TEACHER_LIFE in teacher-tastes.ts), asked back.
    ['¿Tú tienes hijos?', /^No, no tengo hijos\. Mi familia son mis padres y mi hermano mayor, Pablo.*¿Y tú\? ¿Cómo es tu familia\?/],
    ['¿Tienes mascotas?', /^Yo no tengo mascotas, pero mis padres tienen un perro, Tico.*¿Y tú\? ¿Tienes mascotas\? \(And you\? Do you have any pets\?\)$/],
    ['¿Tienes hermanos?', /^Sí, tengo un hermano mayor, Pablo\..*\(Yes, I have an older brother, Pablo\..*\) ¿Y tú\? ¿Tienes hermanos\? \(And you\? Do you have brothers or sisters\?\)$/],
    ['¿A qué hora te levantas tú?', /^Me levanto temprano, sobre las siete.*\(I get up early, around seven.*¿Y tú\? ¿A qué hora te levantas\?/],
    ['¿Y tu ciudad?', /^Valencia es una ciudad junto al mar.*las Fallas en marzo\. \(Valencia is a city by the sea.*\) ¿Y cómo es tu ciudad\? \(And what is your city like\?\)$/],
    ['¿Cómo es Valencia?', /^Valencia es una ciudad junto al mar/],
    ['¿Estás casada?', /^No, no estoy casada, pero tengo muy buenos amigos y una familia muy unida\. \(No, I am not married, but I have very good friends and a very close family\.\)/],
    ['Do you have any pets?', /^Yo no tengo mascotas/],
  ])('she answers %j as herself', async (question, answer) => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: question }] });
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(/no estoy segura/);
  });
});

describe('her own life, asked of Lucía', () => {
  it.each(['Tengo dos hermanos.', 'Me levanto a las siete.', 'Mi ciudad es muy bonita.', 'Estoy casada.'])('leaves %j, told of the learner, to the conversation', async (told) => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: told }] });
    expect(reply).not.toMatch(/Pablo|sobre las siete|Valencia es una ciudad|no estoy casada/);
  });

  it('does not ask it back of a learner who told their own first', async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: 'Tengo dos hermanos. ¿Y tú, tienes hermanos?' }] });
    expect(reply).toMatch(/^Sí, tengo un hermano mayor, Pablo/);
    expect(reply).not.toMatch(/¿Y tú\? ¿Tienes hermanos\?/);
  });

  it('still tells other teachers’ learners honestly that a practice tutor has no family', async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'Do you have any pets?' }] })).toMatch(/^I'm a practice tutor, so no family or pets of my own/);
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'do you have brothers or sisters?' }] })).toMatch(/^I'm a practice tutor, so no family or pets of my own/);
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'have you ever been in Japan?' }] })).toMatch(/^Honestly, I'm a practice tutor, so I haven't been in Japan myself/);
  });
});

describe('a place the learner told of, asked of Lucía', () => {
  it('is answered in Spanish, and the learner is asked about their trip to come', async () => {
    const messages = [
      { role: 'user' as const, content: 'Estoy aprendiendo español porque quiero viajar a México.' },
      { role: 'assistant' as const, content: '¡Qué emocionante! ¿Cuándo vas a viajar a México? (When are you going to do that?)' },
      { role: 'user' as const, content: '¿Tú has estado en México?' },
    ];
    const reply = await askTutor({ slug: 'lucia', messages });
    expect(reply).toMatch(/^Todavía no he estado en México/);
    expect(reply).toMatch(/¿Qué quieres ver en México\? \(What do you want to see in Mexico\?\)$/);
  });
});

describe('what Lucía does or can do, asked of her', () => {
  it.each([
    ['¿Sabes bailar?', /\(Honestly, not much, but I love hearing about it\.\) ¿Y tú\? ¿Sabes bailar\? \(And you\? Can you dance\?\)$/],
    ['¿Tú cocinas?', /¿Y tú\? ¿Cocinas\? \(And you\? Do you cook\?\)$/],
    // Reading, from the pastimes' list, with what is read after the verb.
    ['¿Y tú lees?', /^¡Sí! Me gusta leer novelas\. \(I like reading novels\.\) ¿Y tú\? ¿Lees\? \(And you\? Do you read\?\)$/],
    ['¿Lees novelas?', /^¡Sí! Me gusta leer novelas\./],
  ])('answers %j as herself and asks it back', async (question, answer) => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: question }] });
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(/no estoy segura|dime tu idea/);
  });

  it('asks what they like most about it where they told of it before, not whether they do it', async () => {
    const messages = [
      { role: 'user' as const, content: 'Me encanta cocinar para mis amigos.' },
      { role: 'assistant' as const, content: '¡Qué bien! ¿Qué cocinas para ellos? (What do you cook for them?)' },
      { role: 'user' as const, content: '¿Tú sabes cocinar?' },
    ];
    expect(await askTutor({ slug: 'lucia', messages })).toMatch(/¿Qué te gusta más de cocinar\? \(What do you like most about cooking\?\)$/);
  });
});

describe('what the teacher can do, asked in English', () => {
  it.each([
    ['sophia', 'Can you cook?', /^I can! .*What about you\? Can you cook\?$/],
    ['oliver', 'Can you dance?', /^Honestly, I'm a practice tutor, so I don't get to enjoy dancing myself/],
    ['daniel', 'Can you cook?', /What about you\? Can you cook\?$/],
  ])('%s answers %j as herself, not with where she is from', async (slug, question, answer) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: question }] });
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(/I'm from|I am from/);
  });
});
