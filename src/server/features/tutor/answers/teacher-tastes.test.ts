/** "What food do you like?", "Who is your favourite singer?": the teacher's own taste in that domain, from teacher-tastes.ts. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { findCorrections } from '../grammar/find-corrections';
import { LIFE_ASKED, LIFE_FACTS, lifeFactOf, TASTE_DOMAINS, TEACHER_LIFE, TEACHER_TASTES, tasteDomainOf } from './teacher-tastes';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (slug: string, question: string) => askTutor({ slug, messages: [{ role: 'user', content: question }] });

describe("the teacher's tastes by domain", () => {
  it.each([
    ['What food do you like?', 'food'],
    ['What kind of music do you listen to?', 'music'],
    ['Who is your favourite singer?', 'music'],
    ["What's your favourite film?", 'films'],
    ['What do you like to read?', 'books'],
    ['Which sports do you like?', 'sport'],
    ['Who is your favourite player?', 'sport'],
    ['Do you like football?', 'sport'],
    ['What do you like to do on weekends?', 'free-time'],
    ['What do you do in your free time?', 'free-time'],
    ['What are your hobbies?', 'free-time'],
    ['Do you have any hobbies?', 'free-time'],
    ['What do you like to cook at the weekend?', 'food'],
    ['Do you have a favourite book?', 'books'],
    ['Have you got a favourite film?', 'films'],
  ] as const)('asks about her: %j (%s)', (question, domain) => {
    expect(detectQuestion(question, teacherFor('sophia'))?.kind).toBe('about-teacher');
    expect(tasteDomainOf(question)).toBe(domain);
  });

  it.each(['What food should I eat in Mexico?', 'What music do you recommend for learning English?', 'I like jazz music.'])('leaves other questions to others: %j', (question) => {
    expect(detectQuestion(question, teacherFor('sophia'))?.kind).not.toBe('about-teacher');
  });

  it('gives every teacher a taste in every domain', () => {
    for (const slug of ['sophia', 'oliver', 'maya', 'daniel', 'claire', 'ethan', 'lucia']) {
      for (const domain of TASTE_DOMAINS) expect(TEACHER_TASTES[slug]?.[domain], `${slug} ${domain}`).toMatch(/\w/);
    }
  });

  it('answers with her own taste in the domain asked, and asks it back', async () => {
    expect(await ask('sophia', 'What kind of music do you listen to?')).toBe('I listen to a lot of jazz and old soul songs, usually while I cook. What about you? What kind of music do you listen to?');
    expect(await ask('ethan', 'What do you like to read?')).toMatch(/^Business books and biographies/);
    expect(await ask('sophia', 'Do you like films?')).toMatch(/^I do! I love a good romantic comedy/);
  });

  it('says what she does in her free time, and asks it back unless the learner told theirs first', async () => {
    expect(await ask('sophia', 'What do you like to do on weekends?')).toBe('At the weekend I bake bread, try a new recipe, and go for a long bike ride along the river. What about you? What do you like to do on weekends?');
    expect(detectQuestion('Do you have any plans for the weekend?', teacherFor('sophia'))?.kind).toBe('about-teacher');
    expect(await ask('sophia', 'Do you have any plans for the weekend?')).toMatch(/^At the weekend I bake bread/);
    const toldFirst = await ask('ethan', 'I play golf on Sundays. What do you do at the weekend?');
    expect(toldFirst).toMatch(/^Tennis on Saturday mornings/);
    expect(toldFirst).not.toMatch(/What about you/);
    expect(await ask('lucia', '¿Qué haces en tu tiempo libre?')).toMatch(/^Casi todos los sábados paseo por la orilla del mar/);
  });

  it('says what the weather is like where she lives, and asks where the learner lives; another place is no question about her', async () => {
    expect(await ask('sophia', 'What is the weather like in Portland?')).toBe("Portland is green because it rains a lot from October to May, but the summers are dry and sunny, perfect for bike rides. What about you? What's the weather like where you live?");
    expect(await ask('daniel', 'How is the weather where you live?')).toMatch(/^Chicago has freezing, windy winters/);
    expect(await ask('lucia', '¿Qué tiempo hace en Valencia?')).toMatch(/^En Valencia casi siempre hace sol.*¿Y qué tiempo hace donde vives tú\?/);
    expect(tasteDomainOf('What kind of weather do you like?')).toBe('weather');
    for (const elsewhere of ["What's the weather like in London in May?", 'What is the weather like in Tokyo?']) {
      expect(detectQuestion(elsewhere, teacherFor('sophia'))?.kind, elsewhere).not.toBe('about-teacher');
    }
  });

  it("says how she spends her weekends when asked what she is doing this weekend, 'I' kept a capital", async () => {
    expect(await ask('sophia', 'What are you doing this weekend?')).toBe('The usual, I think: at the weekend I bake bread, try a new recipe, and go for a long bike ride along the river. What about you? What are you doing this weekend?');
    expect(await ask('oliver', 'What will you do at the weekend?')).toMatch(/^The usual, I think: I take a long walk in the countryside/);
  });

  it('does not answer one kind with the whole domain: "Do you like sad movies?"', async () => {
    expect(await ask('ethan', 'Do you like sad movies?')).toMatch(/^Honestly, I'm a practice tutor/);
  });

  it('does not ask it back of a learner who already told theirs', async () => {
    const say = conversationWith('sophia');
    await say('My favourite food is beef noodle soup.');
    const reply = await say('What food do you like?');
    expect(reply).toMatch(/^I love Thai food/);
    expect(reply).not.toMatch(/What about you\?/);
  });

  it('answers Lucía’s in Spanish, with the English after it', async () => {
    expect(await ask('lucia', '¿Te gusta la música?')).toMatch(/^¡Sí! Me gusta mucho el flamenco\. \(I really like flamenco\.\)/);
    expect(await ask('lucia', "What's your favourite food?")).toMatch(/^Me encanta la paella, claro\./);
  });
});

describe("facts of the teacher's own life", () => {
  for (const fact of LIFE_FACTS) {
    it.each(LIFE_ASKED[fact].examples)(`reads %j as ${fact}`, (question) => expect(lifeFactOf(question)).toBe(fact));
    it.each(LIFE_ASKED[fact].counterExamples)(`does not read %j as ${fact}`, (question) => expect(lifeFactOf(question)).not.toBe(fact));
  }

  it('gives Lucía every fact, in Spanish her checker finds nothing in, with the English after it', async () => {
    for (const fact of LIFE_FACTS) {
      const life = TEACHER_LIFE.lucia![fact]!;
      const [spanish] = life.answer.split(' (');
      expect(life.answer, fact).toMatch(/^[^()]+ \([^()]+\)$/);
      expect(await findCorrections(spanish!, { max: 5, language: 'es-ES', families: 'every' }), spanish).toEqual([]);
    }
  });

  it('keeps her facts in keeping with each other and with her tastes', () => {
    const life = TEACHER_LIFE.lucia!;
    // One older brother, Pablo; Saturdays at her parents’ house, as her free time says; her city is Valencia.
    expect(life.siblings!.answer).toMatch(/hermano mayor, Pablo/);
    expect(life.children!.answer).toMatch(/hermano mayor, Pablo/);
    for (const said of [life.siblings!.answer, life.children!.answer, TEACHER_TASTES.lucia!['free-time']]) expect(said).toMatch(/sábados.*casa de mis padres/);
    expect(life.wakes!.answer).toMatch(/café con leche/);
    expect(TEACHER_TASTES.lucia!.drinks).toMatch(/por la mañana, un café con leche/);
    expect(life.city!.answer).toMatch(/^Valencia.*paella.*Fallas/);
  });
});
