/** Small talk as learners start it: "How are you?" in its everyday forms is answered as one, and asked back questions too. */
import { beforeAll, describe, expect, it } from 'vitest';
import { teacherFor, askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from './tutor-test-helpers';
import { detectQuestion } from './answers/detect-question';
import { withoutLaughter } from './without-laughter';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const WELLBEING = /^I'm (?:doing really well, thanks for asking|great, thank you, and it's lovely to chat with you)\./;

describe('how the teacher is', () => {
  it.each(["What's up?", 'How is it going?', "How's your day going?", 'I am fine, thank you, and you?', 'Good, thanks. How about you?'])('is answered when asked: "%s"', async (message) => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'assistant', content: 'Hello! How are you today?' }, { role: 'user', content: message }] })).toMatch(WELLBEING);
  });

  it.each(['I am fine, thank you.', 'My brother asked what is new in my life.'])('is not answered when not asked: "%s"', async (message) => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: message }] })).not.toMatch(WELLBEING);
  });

  it.each([['sophia', 'im fine', /^(?:Glad to hear it|Good to hear)\./], ['sophia', 'Good, thanks!', /^(?:Glad to hear it|Good to hear)\./], ['lucia', 'Estoy bien, gracias.', /^¡(?:Me alegro|Qué bien)!/]])('%s is glad to hear %j', async (slug, message, glad) => {
    expect(await askTutor({ slug, messages: [{ role: 'assistant', content: 'Hello! How are you today?' }, { role: 'user', content: message }] })).toMatch(glad);
  });
});

describe('"Ok, thank you" after an answer', () => {
  it.each(['Ok thank you.', 'Okay, thanks!'])('%j is thanks, not news of how the learner is', async (message) => {
    const reply = await askTutor({ slug: 'oliver', messages: [{ role: 'user', content: 'What happens in Part 3?' }, { role: 'assistant', content: 'Part 3 is a discussion.' }, { role: 'user', content: message }] });
    expect(reply).toMatch(/^(?:You're very welcome|My pleasure)\./);
  });
});

describe("a classic interview question named as hard", () => {
  it.each(["'Tell me about yourself' is always difficult for me.", 'I always freeze when they say tell me about yourself.'])('gets the tip for it: "%s"', (message) => {
    expect(detectQuestion(message, teacherFor('daniel'))?.kind).toBe('interview-tip');
  });
  it('leaves the question itself alone', () => {
    expect(detectQuestion('Tell me about yourself.', teacherFor('daniel'))?.kind).not.toBe('interview-tip');
  });
});

describe('"And you?" without small talk before it', () => {
  it('keeps the focus on the learner', async () => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'assistant', content: 'What do you do at the weekend?' }, { role: 'user', content: 'I play football. And you?' }] });
    expect(reply).not.toMatch(WELLBEING);
  });
});

describe('a learner who says they are shy', () => {
  it.each(["Hi Sophia! I'm a bit shy.", 'I am nervous about speaking.', "I'm a bit nervous about speaking English.", 'I am scared of speaking in English.'])('is reassured: "%s"', async (message) => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: message }] })).toMatch(/^(?:No need to be shy|Don't worry, we'll take it slowly)/);
  });
  it('is not, for nerves told about another time', async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'I was nervous at my sister\'s wedding because I gave a speech.' }] })).not.toMatch(/^(?:No need to be shy|Don't worry, we'll take it slowly)/);
  });
});

describe('a learner who says they are a beginner', () => {
  it.each([
    ['sophia', "Hi! I'm a complete beginner.", /^(?:Welcome! We'll keep it simple|That's a great place to start)/],
    ['lucia', 'Hola Lucía, soy principiante.', /paso a paso|frases sencillas/],
    ['lucia', 'Hola, acabo de empezar a aprender español.', /paso a paso|frases sencillas/],
  ])('%s keeps it simple for %j', async (slug, message, reassurance) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(reassurance);
  });
  it('is not one who says someone else is', async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'My son is a beginner at chess.' }] })).not.toMatch(/keep it simple|great place to start/);
  });
});

describe('why the teacher asks so many questions', () => {
  it('is answered, and the learner is asked what they would like to talk about', async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'Why do you ask so many questions?' }] })).toMatch(/^Because the more you talk, the more you practise.*What would you like to talk about\?$/);
  });
});

describe('a greeting and nothing more', () => {
  it.each(['Good evening!', 'Hi there', 'Hello again!'])('gives no topic to ask about: "%s"', async (message) => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: message }] });
    expect(reply).not.toMatch(/\b(?:evening|there|again)\?/);
  });
});

describe("laughter at the end of a message", () => {
  it('is not part of what the learner plans', async () => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'Tomorrow is my day off, so I will sleep a lot haha' }] });
    expect(reply).not.toMatch(/haha/);
  });
  it.each([['I will sleep a lot haha', 'I will sleep a lot'], ['It was so funny lol :)', 'It was so funny'], ['Jajaja', 'Jajaja'], ['My cat is called Haha.', 'My cat is called Haha.']])('"%s" reads as "%s"', (message, read) => {
    expect(withoutLaughter(message)).toBe(read);
  });
});

describe("the teacher's day", () => {
  it('is answered as a practice tutor, and asked back', async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'What about you, what will you do tomorrow?' }] })).toBe('As a practice tutor, my days are spent talking with learners like you, and I never get tired of it. What about you? What will you do tomorrow?');
  });
});

describe('not knowing what to say, and not knowing anyone', () => {
  it.each(["I don't know.", "I don't know what to say.", 'Not sure, maybe.'])('%j is met as not knowing what to say', async (message) => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: message }] })).toMatch(/completely fine, let's try something different|No problem at all, we can come back to it/);
  });

  it.each(["I don't know anyone here. It's hard to make friends.", "I don't know many people in this city."])('%j is news, not a learner lost for words', async (message) => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: message }] })).not.toMatch(/let's try something different|we can come back to it/);
  });
});

describe('kind words for the teacher', () => {
  it.each([['sophia', 'You helped me a lot.', /^Thank you, that's very kind of you!|^That's lovely to hear, thank you!/], ['sophia', 'I think you are a good teacher.', /^Thank you, that's very kind of you!|^That's lovely to hear, thank you!/], ['lucia', 'Eres muy buena profesora.', /^¡Muchas gracias, qué amable!/], ['lucia', 'Ok, gracias. Usted es muy paciente!', /^¡Muchas gracias, qué amable!/]])('%s thanks %j', async (slug, message, thanks) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(thanks);
  });

  it('leaves a question about the teacher, and a bare "You?", alone', async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'Are you a good cook?' }] })).not.toMatch(/very kind of you/);
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'You?' }] })).not.toMatch(/What about you\? You\?/);
  });
});

describe('met', () => {
  it.each([['sophia', 'Hi Sophia, nice to meet you!', /^(?:Nice|Lovely) to meet you too!/], ['lucia', 'Hola Lucía, mucho gusto.', /^¡Igualmente, encantada!/], ['lucia', 'Hola, encantado.', /^¡Igualmente, encantada!/]])('%s says it back to %j', async (slug, message, back) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(back);
  });

  it('is not news of being delighted with something', async () => {
    expect(await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: 'Estoy encantada con mi trabajo nuevo.' }] })).not.toMatch(/Igualmente/);
  });
});

describe('no plans for the weekend', () => {
  it('is news, not "I don\'t know" as an answer, and "What do you suggest?" after it gets ideas', async () => {
    const say = conversationWith('sophia');
    expect(await say("I don't know what to do this weekend.")).not.toMatch(/No problem at all, we can come back to it|That's completely fine/);
    expect(await say('Maybe. What do you suggest?')).toMatch(/A few ideas: go somewhere in your town/);
  }, 20_000);
});

describe('a hard time turned good', () => {
  it.each([
    ['sophia', 'I design engines. It is hard but interesting.', /^(?:Hard but worth it|That sounds challenging, but in a good way)/],
    ['lucia', 'Mi trabajo es difícil pero interesante.', /^(?:¡Un reto, pero de los buenos!|Cuesta, pero merece la pena\.)/],
  ])('is met as both to %s: %j', async (slug, message, reaction) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(reaction);
    expect(reply).not.toMatch(/sorry|lo siento/i);
  });
});
