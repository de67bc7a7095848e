/** How someone in the learner's family feels, told to Lucía: a word for them and a question about them, agreeing with them. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { findCorrections } from '../grammar/find-corrections';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const reply = (content: string) => askTutor({ slug: 'lucia', messages: [{ role: 'user', content }] });
const HARD_TIME = /¿Qué haces cuando pasa algo así\?|¿Cómo te sientes ahora con eso\?|¿Qué es lo más difícil para ti\?/;
const spanishOf = (text: string) => text.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();

describe('how someone in the family feels, told to Lucía', () => {
  it.each([
    ['Mi hermano está enfermo.', /Espero que se mejore pronto\. \(Oh, I am sorry\. I hope he gets better soon\.\)/, /¿Ya está mejor\? \(Is he feeling any better now\?\)|¿Cómo está hoy\? \(How is he today\?\)/],
    ['Mi hija está muy nerviosa por el examen.', /Es muy normal/, /¿Cómo está ahora\? \(How is she now\?\)|¿Qué le dijiste para animarla\? \(What did you say to help her\?\)/],
    ['Mis padres están cansados.', /Vaya, espero que puedan descansar pronto\. \(Oh, I hope they can rest soon\.\)/, /¿Cómo están hoy\? \(How are they today\?\)|¿Qué les ayuda a descansar\? \(What helps them rest\?\)/],
    ['Mi madre está triste.', /Espero que se sienta mejor pronto\. \(Oh, I am sorry\. I hope she feels better soon\.\)/, /¿Qué crees que la animaría\? \(What do you think would cheer her up\?\)|¿Cómo está ahora\? \(How is she now\?\)/],
    ['Mis hermanas están muy preocupadas.', /Es muy normal/, /¿Cómo están ahora\? \(How are they now\?\)|¿Qué les dijiste para animarlas\? \(What did you say to help them\?\)/],
    // In hospital, or visited there.
    ['Mi abuela está en el hospital.', /Espero que se mejore pronto\. \(Oh, I am sorry\. I hope she gets better soon\.\)/, /¿Ya está mejor\? \(Is she feeling any better now\?\)|¿Cómo está hoy\? \(How is she today\?\)/],
    ['Mañana voy a visitar a mi tío en el hospital.', /Espero que se mejore pronto\. \(Oh, I am sorry\. I hope he gets better soon\.\)/, /¿Ya está mejor\? \(Is he feeling any better now\?\)|¿Cómo está hoy\? \(How is he today\?\)/],
    // Hurt in a fall or an accident.
    ['Ayer mi hijo se cayó en el parque.', /Espero que se mejore pronto\. \(Oh, I am sorry\. I hope he gets better soon\.\)/, /¿Ya está mejor\? \(Is he feeling any better now\?\)|¿Cómo está hoy\? \(How is he today\?\)/],
    ['Mi abuela se rompió la pierna.', /Espero que se mejore pronto\. \(Oh, I am sorry\. I hope she gets better soon\.\)/, /¿Ya está mejor\? \(Is she feeling any better now\?\)|¿Cómo está hoy\? \(How is she today\?\)/],
    // A pet, its sex from its word.
    ['Mi gata está muy cansada.', /Vaya, espero que pueda descansar pronto\. \(Oh, I hope she can rest soon\.\)/, /¿Cómo está hoy\? \(How is she today\?\)|¿Qué le ayuda a descansar\? \(What helps her rest\?\)/],
    ['Mi perro está enfermo.', /Espero que se mejore pronto\. \(Oh, I am sorry\. I hope he gets better soon\.\)/, /¿Ya está mejor\? \(Is he feeling any better now\?\)|¿Cómo está hoy\? \(How is he today\?\)/],
    // The learner's worry about them is for them.
    ['Mi padre está enfermo y estoy preocupada por él.', /Espero que se mejore pronto\. \(Oh, I am sorry\. I hope he gets better soon\.\)/, /¿Ya está mejor\? \(Is he feeling any better now\?\)|¿Cómo está hoy\? \(How is he today\?\)/],
    // Something they do told first.
    ['Mi mamá trabaja mucho y está cansada siempre.', /Vaya, espero que pueda descansar pronto\. \(Oh, I hope she can rest soon\.\)/, /¿Cómo está hoy\? \(How is she today\?\)|¿Qué le ayuda a descansar\? \(What helps her rest\?\)/],
    // Fallen ill.
    ['La semana pasada mi gato se enfermó.', /Espero que se mejore pronto\. \(Oh, I am sorry\. I hope he gets better soon\.\)/, /¿Ya está mejor\? \(Is he feeling any better now\?\)|¿Cómo está hoy\? \(How is he today\?\)/],
    ['Mi hijo tiene fiebre desde ayer.', /Espero que se mejore pronto\. \(Oh, I am sorry\. I hope he gets better soon\.\)/, /¿Ya está mejor\? \(Is he feeling any better now\?\)|¿Cómo está hoy\? \(How is he today\?\)/],
    ['Mi madre se puso enferma el lunes.', /Espero que se mejore pronto\. \(Oh, I am sorry\. I hope she gets better soon\.\)/, /¿Ya está mejor\? \(Is she feeling any better now\?\)|¿Cómo está hoy\? \(How is she today\?\)/],
  ])('meets %j with a word and a question for that person, in Spanish that agrees', async (message, ack, question) => {
    const text = await reply(message);
    expect(text).toMatch(ack);
    expect(text).toMatch(question);
    expect(text).not.toMatch(HARD_TIME);
    expect(await findCorrections(spanishOf(text), { max: 2, language: 'es-ES', families: 'every' })).toEqual([]);
  });

  it.each([
    ['Mi hermano está en Madrid.'],
    ['¿Tu madre está enferma?'],
    ['Mi amiga está triste.'],
    // Working there is no illness.
    ['Mi madre trabaja en el hospital.'],
    ['Voy a visitar a mi tía en Sevilla.'],
    ['Se me cayó el móvil en el metro.'],
    ['Mi hermano rompió la ventana.'],
  ])('leaves %j, not a family member\'s feeling told, to the rest', async (message) => {
    expect(await reply(message)).not.toMatch(/Espero que se (?:mejore|sienta)|Es muy normal, y casi siempre|espero que pueda descansar/);
  });

  it('meets the learner\'s own feeling first, told beside theirs', async () => {
    expect(await reply('Mi madre está enferma y estoy muy triste.')).not.toMatch(/Espero que se mejore pronto/);
  });

  it.each(['Ayer una señora me gritó en el autobús.', 'Ayer mi vecino me gritó por el ruido.', 'Mi amiga olvidó mi cumpleaños y estoy un poco triste.'])('asks no state of the person in a hard time that was theirs once, or the learner\'s: %j', async (message) => {
    expect(await reply(message)).not.toMatch(/¿Qué le pasa a|¿Desde cuándo está así/);
  });

  it.each([
    ['Estoy un poco triste, mi gato está enfermo.', 'tu gato'],
    ['Estoy preocupado porque mi abuela no duerme bien.', 'tu abuela'],
  ])('asks after the one person or pet the learner\'s hard time is about: %j', async (message, phrase) => {
    const text = await reply(message);
    expect(text).toMatch(new RegExp(`(?:¿Qué le pasa a ${phrase}\\? \\(What is wrong with (?:him|her)\\?\\)|¿Desde cuándo está así ${phrase}\\? \\(How long has it been like this\\?\\))$`));
    expect(await findCorrections(spanishOf(text), { max: 2, language: 'es-ES', families: 'every' })).toEqual([]);
  });
});
