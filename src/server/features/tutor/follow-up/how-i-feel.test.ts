/** How the learner feels in body or spirits, said of themselves now: sympathy and rest, not a hard time or an event. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, recordingChooser, warmUpChecker } from '../tutor-test-helpers';
import { respondToHowIFeel } from './how-i-feel';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const reply = (slug: string, content: string) => askTutor({ slug, messages: [{ role: 'user', content }] });
const HARD_TIME = /hardest part of|What did you do then|How did you handle it|How did you feel afterwards/;

describe('how the learner feels, told with how the teacher is asked', () => {
  it.each([
    ['sophia', "Hi Sophia, how are you? I'm fine but a bit tired.", /^I'm well, thank you! .*(?:sleep|tired)/],
    ['lucia', 'Hola Lucía, ¿cómo estás? Yo estoy bien pero un poco cansado.', /^¡Estoy bien, gracias! \(I am well, thanks!\) .*(?:Dormiste|día largo)/],
  ])('%s: %j gets her answer, then the feeling met', async (slug, message, expected) => {
    expect(await reply(slug, message)).toMatch(expected);
  });
});

describe('how the learner feels', () => {
  it.each([
    ['sophia', "I'm tired today.", /sleep|tired/],
    ['sophia', 'I am very tired because I worked a lot.', /rest|relax/],
    ['sophia', 'I have a cold.', /feel better|rest/],
    ['lucia', 'Estoy cansada hoy.', /Dormiste|día largo/],
    // The long day told is the reason: what they will do to rest, not whether the day was long.
    ['lucia', 'Hoy he tenido un día muy largo.', /¿Qué vas a hacer para descansar esta noche\?/],
    ['lucia', 'Hoy estoy un poco enferma.', /mejores|descansar/],
    ['sophia', "I'm not feeling well today.", /feel better|not feeling well|rest/],
    ['daniel', "I don't feel very good.", /feel better|not feeling well|rest/],
    ['lucia', 'No me siento bien hoy.', /mejores|descansar/],
    ['lucia', 'Hoy no me encuentro bien.', /mejores|descansar/],
    ['lucia', 'No estoy muy bien.', /mejores|descansar/],
    ['sophia', "I'm bored", /^(?:Oh no, being bored is no fun\.|Let's see if we can fix that\.) (?:What would you love to be doing right now|What do you usually do when you are bored)\?$/],
    ['lucia', 'Estoy aburrida.', /^(?:¡Vaya! Aburrirse no es divertido\.|¡Vamos a arreglarlo!)/],
    ['sophia', 'My head hurts.', /^(?:Ouch, I'm sorry, that sounds painful\.|Oh no, I hope it stops hurting soon\.) (?:Have you been able to take something for it|Are you able to rest today)\?$/],
    ['maya', 'I have a toothache today.', /^(?:Ouch, I'm sorry, that sounds painful\.|Oh no, I hope it stops hurting soon\.)/],
    ['lucia', 'Me duele mucho la espalda.', /^(?:¡Ay, lo siento!|Vaya, espero que se te pase pronto\.).*(?:¿Has tomado algo\?|¿Puedes descansar hoy\?)/],
    ['lucia', 'Me duelen los pies.', /^(?:¡Ay, lo siento!|Vaya, espero que se te pase pronto\.)/],
    // Ill in the days gone by: whether they are better now.
    ['sophia', 'I was sick last week and missed two classes.', /(?:Are you feeling better now|Did you manage to get some rest)\?$/],
    ['lucia', 'La semana pasada estuve enfermo y no fui a trabajar.', /(?:¿Ya estás mejor\? \(Are you feeling better now\?\)|¿Pudiste descansar\? \(Did you manage to rest\?\))$/],
    ['sophia', 'Last week I had a bad cold.', /(?:Are you feeling better now|Did you manage to get some rest)\?$/],
    ['sophia', 'I caught the flu on holiday.', /(?:Are you feeling better now|Did you manage to get some rest)\?$/],
    ['lucia', 'Ayer no fui a trabajar porque estaba enfermo.', /(?:¿Ya estás mejor\? \(Are you feeling better now\?\)|¿Pudiste descansar\? \(Did you manage to rest\?\))$/],
    ['lucia', 'El mes pasado tuve un resfriado muy fuerte.', /(?:¿Ya estás mejor\? \(Are you feeling better now\?\)|¿Pudiste descansar\? \(Did you manage to rest\?\))$/],
    ['lucia', 'Me enfermé en las vacaciones.', /(?:¿Ya estás mejor\? \(Are you feeling better now\?\)|¿Pudiste descansar\? \(Did you manage to rest\?\))$/],
    // Something past told beside it, the feeling said for now: how they feel now.
    ['sophia', 'It was amazing but I am very tired today.', /rest|relax/],
    ['sophia', 'The trip was long and I feel exhausted now.', /rest|relax/],
    ['lucia', 'La fiesta fue genial pero hoy estoy muy cansada.', /descansar|Dormiste|día largo/],
  ])('%s meets %j with sympathy and rest', async (slug, message, expected) => {
    const text = await reply(slug, message);
    expect(text).toMatch(expected);
    expect(text).not.toMatch(HARD_TIME);
  });

  it.each([
    ['sophia', 'My husband was tired yesterday.'],
    ['sophia', 'Are you tired?'],
    ['sophia', "I'm not good at cooking."],
    ['lucia', 'No estoy bien con mi novio.'],
    ['sophia', 'I was tired yesterday.'],
    ['sophia', 'My son was sick last week.'],
    ['lucia', 'Mi hijo estuvo enfermo la semana pasada.'],
    ['sophia', 'My daughter had a bad cold last week.'],
    ['lucia', 'Mi hija estaba enferma ayer.'],
    ['sophia', 'I had a cold drink.'],
  ])('%s leaves %j, not how the learner feels now, to the rest of the conversation', async (slug, message) => {
    expect(await reply(slug, message)).not.toMatch(/sorry you're tired|Did you sleep well|feel better soon|not feeling well|Que te mejores|sorry you were ill|Ya estás mejor|Pudiste descansar/);
  });
});

describe('a feeling said of a habit, or turned good', () => {
  it.each([
    ['lucia', 'Mi novio cocina para mí cuando estoy cansado.'],
    ['sophia', 'My husband cooks for me when I am tired.'],
    ['sophia', 'i am tired but happy, we finished the project today'],
  ])('%s: %j is no sympathy for being tired now', async (slug, message) => {
    expect(await reply(slug, message)).not.toMatch(/sorry you're tired|Vaya, lo siento|Dormiste|sleep/);
  });
});

describe('the learner stressed, cold or hot', () => {
  it.each([
    ['sophia', "I'm stressed because of work.", /^(?:I'm sorry, stress is hard\.|That sounds like a lot to carry\.) (?:What is the most stressful part right now|What usually helps you switch off)\?$/],
    ['ethan', 'I feel really overwhelmed.', /(?:What's making you feel stressed|What usually helps you switch off)\?$/],
    ['lucia', 'Estoy estresada por el trabajo.', /^Vaya, lo siento\. El estrés es difícil\./],
    ['sophia', "I'm cold.", /^(?:Brr! Time for something warm\.|Oh no, wrap up warm!) (?:What do you do to warm up|Do you prefer cold weather or hot weather)\?$/],
    ['lucia', 'Tengo mucho frío.', /^¡Brrr! ¡Abrígate bien!/],
    ['sophia', "I'm so hot today.", /^(?:Phew, stay cool!|Oh, a cold drink sounds good then\.)/],
    ['lucia', 'Tengo calor.', /^¡Uf, qué calor!/],
  ])('%s meets %j as how the learner feels', async (slug, message, expected) => {
    const text = await reply(slug, message);
    expect(text).toMatch(expected);
    expect(text).not.toMatch(HARD_TIME);
  });

  it.each([['sophia', 'My sister is stressed.'], ['sophia', "I'm hot chocolate's biggest fan."], ['lucia', 'No tengo frío.']])('%s leaves %j to the rest', async (slug, message) => {
    expect(await reply(slug, message)).not.toMatch(/stress is hard|a lot to carry|Brr|stay cool|Abrígate|qué calor/);
  });
});

describe('the learner hungry', () => {
  it.each([
    ['sophia', 'I am so hungry!', /^(?:Time for a snack, then!|Oh, then food comes first!) (?:What are you going to eat|What do you feel like eating)\?$/],
    ['ethan', "I'm starving, I didn't have lunch.", /(?:What are you going to eat|What do you feel like eating)\?$/],
    ['lucia', 'Tengo mucha hambre.', /^¡Pues a comer algo! \(Time to eat something, then!\) (?:¿Qué vas a comer\?|¿Qué te apetece comer\?)/],
  ])('%s asks %j what they will eat', async (slug, message, expected) => {
    expect(await reply(slug, message)).toMatch(expected);
  });

  it.each([['sophia', 'My dog is always hungry.'], ['lucia', 'No tengo hambre.']])('%s leaves %j to the rest', async (slug, message) => {
    expect(await reply(slug, message)).not.toMatch(/What are you going to eat|Qué vas a comer|Qué te apetece comer/);
  });
});

describe('the learner happy', () => {
  it.each([
    ['sophia', 'I am so happy today!', /^(?:That's lovely to hear!|I love hearing that!) (?:What made you so happy|What's the good news)\?$/],
    ['sophia', 'I feel really glad today.', /^(?:That's lovely to hear!|I love hearing that!) (?:What made you so glad|What's the good news)\?$/],
    ['ethan', "I'm in a really good mood.", /^(?:That's lovely to hear!|I love hearing that!) (?:What made you so happy|What's the good news)\?$/],
    ['sophia', "I'm happy because it's Friday.", /^(?:That's lovely to hear!|I love hearing that!) (?:How are you going to make the most of it|What are you going to do to enjoy it)\?$/],
    ['lucia', 'Hoy estoy muy contento.', /^(?:¡Me alegro mucho!|¡Qué bien!) \(.*\) (?:¿Por qué estás tan contento\?|¿Qué ha pasado hoy\?) \(/],
    ['lucia', 'Me siento muy contenta.', /(?:¿Por qué estás tan contenta\?|¿Qué ha pasado hoy\?) \(/],
    ['lucia', 'Estoy de buen humor.', /(?:¿Por qué estás tan feliz\?|¿Qué ha pasado hoy\?) \(/],
    ['lucia', 'Estoy feliz porque es viernes.', /¿Cómo vas a aprovecharlo\?/],
    // Said of the learner with others: asked in the plural, 'vosotros'.
    ['sophia', "We're so happy today!", /^(?:That's lovely to hear!|I love hearing that!) (?:What made you so happy|What's the good news)\?$/],
    ['lucia', 'Estamos muy contentos hoy.', /(?:¿Por qué estáis tan contentos\?|¿Qué ha pasado hoy\?) \(/],
    ['lucia', 'Estamos felices porque empiezan las vacaciones.', /¿Cómo vais a aprovecharlo\?/],
    // The reason told with no 'because': not asked for again.
    ['sophia', "I'm really happy, my sister arrives on Sunday.", /^(?:That's lovely to hear!|I love hearing that!) (?:How are you going to make the most of it|What are you going to do to enjoy it)\?$/],
    ['lucia', 'Estoy muy contento, el sábado vamos a la montaña.', /¿Cómo vas a aprovecharlo\?/],
  ])('%s asks %j what made them happy, or how they will enjoy it', async (slug, message, expected) => {
    expect(await reply(slug, message)).toMatch(expected);
  });

  it.each([
    ['Estamos muy contentas.', /estáis tan contentas|vais/, /estás|vas a/],
    ['Estoy muy contento.', /estás tan contento/, /estáis|vais/],
  ])('offers after %j only questions in its number', (message, every, never) => {
    const { chooser, offered } = recordingChooser();
    respondToHowIFeel({ message, isSpanish: true, assistantMessages: [], chooser, toldEvent: null });
    const asked = offered.filter((option) => option.startsWith('¿'));
    expect(asked.some((question) => every.test(question))).toBe(true);
    for (const question of asked) expect(question).not.toMatch(never);
  });

  it.each([
    ['sophia', "I'm happy to meet you."],
    ['sophia', 'I am happy with my new job.'],
    ['sophia', "I'm so happy for my sister."],
    ['sophia', 'I am not happy today.'],
    ['lucia', 'Estoy feliz de conocerte.'],
    ['lucia', 'Estoy contenta con mi trabajo.'],
    ['lucia', 'No estoy contenta.'],
  ])('%s leaves %j, glad of someone or something else, or not glad, to the rest', async (slug, message) => {
    expect(await reply(slug, message)).not.toMatch(/What made you so|What's the good news|make the most of it|Por qué estás tan|Qué ha pasado hoy|aprovecharlo/);
  });

  it.each([
    ['sophia', "I'm so happy because I passed my driving test!", /Congratulations|Well done/i],
    ['lucia', 'Estoy muy feliz porque es mi cumpleaños.', /¡Feliz cumpleaños!|¡Muchas felicidades!/],
  ])('%s takes up the news in %j, not the mood', async (slug, message, expected) => {
    expect(await reply(slug, message)).toMatch(expected);
  });
});

describe('what the learner does to feel better, told after sympathy', () => {
  it.each([
    ['sophia', "I'm not so good, I have a cold.", 'I took some medicine and now I am drinking tea.', /^(?:That sounds like just what you need|Good idea: rest and something warm).*something that made you smile this week\?$/],
    ['lucia', 'Estoy resfriada.', 'Tomé una medicina y ahora estoy en la cama.', /^(?:¡Muy bien! Que te mejores|¡Buena idea! Descansa).*¿Qué te apetece hacer para relajarte\?/],
    ['sophia', 'My back hurts a lot.', 'I took some paracetamol and now I am lying down.', /^(?:That sounds like just what you need|Good idea: rest and something warm)/],
    // Better already: glad, never 'get well soon'.
    ['lucia', 'Estoy resfriada.', 'El médico me dio medicina y ahora estoy bien.', /^(?:¡Qué bien que ya estás mejor!|¡Me alegro de que ya estés bien!)/],
    ['sophia', "I'm not so good, I have a cold.", 'I went to the doctor and now I feel much better.', /^(?!.*(?:get well|feel better soon|how are you feeling now)).*What helped you the most\?$/i],
  ])('%s: %j then %j', async (slug, unwell, remedy, met) => {
    const first = await reply(slug, unwell);
    const second = await askTutor({ slug, messages: [{ role: 'user', content: unwell }, { role: 'assistant', content: first }, { role: 'user', content: remedy }] });
    expect(second).toMatch(met);
  });

  it('takes a doctor seen as a remedy, and a doctor by job as a job', async () => {
    const tired = "I'm so tired, I worked 12 hours today.";
    const first = await reply('sophia', tired);
    const asJob = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: tired }, { role: 'assistant', content: first }, { role: 'user', content: "I'm a doctor in a hospital." }] });
    expect(asJob).not.toMatch(/just what you need|rest and something warm/);
    const unwell = "I'm not so good, I have a cold.";
    const met = await reply('sophia', unwell);
    const seen = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: unwell }, { role: 'assistant', content: met }, { role: 'user', content: 'I went to the doctor this morning.' }] });
    expect(seen).toMatch(/just what you need|rest and something warm/);
  });

  it('takes tea as tea when nobody was unwell', async () => {
    expect(await reply('sophia', 'I love tea.')).not.toMatch(/just what you need|rest and something warm/);
  });

  it('takes tea as tea after the learner said they were happy', async () => {
    const happy = 'I am so happy today!';
    const met = await reply('sophia', happy);
    const tea = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: happy }, { role: 'assistant', content: met }, { role: 'user', content: 'I am drinking tea with my friends.' }] });
    expect(tea).not.toMatch(/just what you need|rest and something warm/);
  });
});

describe('fed up, not tired', () => {
  it.each([
    ['sophia', "I'm tired of my job."],
    ['lucia', 'Estoy cansado de mi trabajo.'],
  ])('%s does not ask of %j whether they slept or had a long day', async (slug, message) => {
    expect(respondToHowIFeel({ message, isSpanish: slug === 'lucia', assistantMessages: [], chooser: recordingChooser().chooser, toldEvent: null })).toBeNull();
    expect(await reply(slug, message)).not.toMatch(/sleep well|so tired|Dormiste|día largo/);
  });
});
