/** "Do you like sad movies?", "Have you ever been to Brazil?": the teacher's tastes from her persona, honestly, and the question asked back. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (slug: string, question: string) => askTutor({ slug, messages: [{ role: 'user', content: question }] });

describe("questions about the teacher's tastes", () => {
  it.each(['Do you like sad movies?', 'Do you enjoy reading?', 'Are you a fan of football?', 'Have you ever been to Brazil?', 'Have you tried sushi?'])('are asked of her: "%s"', (question) => {
    expect(detectQuestion(question, teacherFor('sophia'))?.kind).toBe('about-teacher');
  });

  it.each(['Do you like my essay?', 'Do you like it when I ask questions?', 'Do you know what I mean?', 'I like sad movies.'])('leave other questions alone: "%s"', (question) => {
    expect(detectQuestion(question, teacherFor('sophia'))?.kind).not.toBe('about-teacher');
  });

  it('finds a name the learner asks about a lovely one, never "not much"', async () => {
    const reply = await ask('lucia', '¿Te gusta el nombre Lucas?');
    expect(reply).toMatch(/^¡Sí, Lucas es un nombre precioso!/);
    expect(reply).not.toMatch(/no mucho/);
  });

  it('says yes where her likes are about it, and asks it back', async () => {
    expect(await ask('sophia', 'Do you like cooking?')).toBe('I do! I love a good chat about food and travel, and trying new recipes. What about you? Do you like cooking?');
    expect(await ask('claire', 'Do you enjoy reading?')).toMatch(/^I do! I love reading/);
  });

  it('says honestly that a practice tutor has not done it, and asks it back', async () => {
    expect(await ask('ethan', 'Do you like sad movies?')).toBe("Honestly, I'm a practice tutor, so I don't get to enjoy sad movies myself, but I love hearing about it. What about you? Do you like sad movies?");
    expect(await ask('sophia', 'Have you ever been to Brazil?')).toMatch(/^Honestly, I'm a practice tutor, so I haven't been to Brazil myself/);
  });

  it("answers another country's cooking as such, not with her own favourite dish", async () => {
    expect(await ask('lucia', '¿Te gusta la comida mexicana?')).toMatch(/^¡Sí, me encanta! Me gusta mucho probar la comida de otros países\./);
    expect(await ask('lucia', '¿Te gusta la comida española?')).toMatch(/paella/);
    expect(await ask('ethan', 'Do you like Mexican food?')).toMatch(/^I do! I love trying food from other countries\./);
  });

  it('answers Lucía’s in Spanish with the English after it', async () => {
    expect(await ask('lucia', 'Do you like paella?')).toMatch(/^¡Sí! Me encantan la paella y las Fallas\. \(Yes!/);
  });

  it.each([
    ['daniel', 'What books do you read?', /^Biographies: I love reading how people built their careers/],
    ['oliver', 'What films do you watch?', /^Classic detective films/],
    ['maya', 'What food do you eat at the weekend?', /^I love Mexican food/],
  ])('%s, asked %j with its own verb, answers with her taste in it', async (slug, question, answer) => {
    expect(await ask(slug, question)).toMatch(answer);
  });

  it.each([
    ['sophia', 'Do you like rain?', /^I do! Portland is green because it rains a lot/],
    ['daniel', 'Do you like winter?', /^I do! Chicago has freezing, windy winters/],
  ])('%s, asked %j, answers with the weather where she lives, not that a practice tutor cannot enjoy it', async (slug, question, answer) => {
    const reply = await ask(slug, question);
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(/practice tutor/);
  });

  it.each([
    ['daniel', 'Do you go to the gym?', /^I do! Running: I try to run three mornings a week/],
    ['sophia', 'Do you do sport?', /^I do! .*bike rides/],
  ])("%s, asked %j, answers with her own sport", async (slug, question, answer) => {
    expect(await ask(slug, question)).toMatch(answer);
  });

  it('takes "Do you like my essay?" as a request for feedback', () => {
    expect(detectQuestion('Do you like my essay?', teacherFor('claire'))?.kind).toBe('answer-feedback');
  });
});

describe('"And you?" after the learner told something of their own', () => {
  it('is answered with the same of hers: what she likes, where she is from', async () => {
    expect(await ask('sophia', 'I love cooking. What about you?')).toMatch(/^I love a good chat about food/);
    expect(await ask('lucia', 'Me gusta leer. ¿Y tú?')).toMatch(/^Me encantan la paella/);
  });
});

describe('a taste asked of her that the learner already told of their own', () => {
  it('is not asked back: the learner is asked about theirs', async () => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'I went to Italy last summer.' }, { role: 'assistant', content: 'How lovely. What was the best part?' }, { role: 'user', content: 'Have you been to Italy?' }] });
    expect(reply).not.toMatch(/What about you\? Have you been to Italy\?/);
    expect(reply).toMatch(/What did you like most about Italy\?/);
  });

  it('is not asked back when told in the same message, after the question to her', async () => {
    const visited = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'Have you ever been to the Philippines? I went there in 2018.' }] });
    expect(visited).not.toMatch(/What about you\?/);
    expect(visited).toMatch(/What did you like most about the Philippines\?$/);
    const loved = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'Do you like sushi? I love it.' }] });
    expect(loved).toMatch(/What do you like most about sushi\?$/);
    const against = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: "Do you like sushi? I don't like it at all." }] });
    expect(against).not.toMatch(/What do you like most about sushi|What about you\?/);
    for (const [message, not] of [['Have you ever been to Japan? I went to Korea last year.', /about Japan\?$/], ["Do you like sushi? I've never tried it.", /like most about sushi/], ["Do you like sushi? I haven't tried it yet.", /like most about sushi/], ['Do you like football? I prefer basketball.', /Do you like football\?$/], ['Do you like football? I prefer basketball.', /like most about football/]] as const) {
      expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: message }] })).not.toMatch(not);
    }
  }, 20_000);

  it('asks about a taste they still have in the present', async () => {
    const say = conversationWith('sophia');
    await say('I love cooking Italian food');
    expect(await say('And what about you? Do you like cooking?')).toMatch(/^I do! .*What do you like most about cooking\?$/);
  }, 20_000);
});

describe('a question turned to the teacher after "What about you,"', () => {
  it('is answered as the question after it', async () => {
    expect(detectQuestion('what about you, where do you live?', teacherFor('sophia'))).toMatchObject({ kind: 'about-teacher', subject: 'where do you live?' });
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'what about you, where do you live?' }] })).toMatch(/^I'm from Portland, Oregon/);
  });
});

describe('a sport named', () => {
  it.each([
    ['ethan', 'Do you like tennis?', /^I do! Tennis, on Saturday mornings/],
    ['ethan', 'Do you like football?', /^Not so much\. Tennis, on Saturday mornings/],
    ['oliver', 'Are you a fan of cricket?', /^I am! I follow cricket/],
    ['oliver', 'Do you like cricket?', /^I do! I follow cricket/],
    ['ethan', 'Who is your favourite player?', /^Tennis, on Saturday mornings, and my favourite player has always been Roger Federer\./],
    ['sophia', 'Which team do you support?', /Portland Trail Blazers\. What about you\? Which team do you support\?$/],
    ['lucia', '¿Te gusta el fútbol?', /^¡Sí! Me gusta nadar en el mar, y veo el fútbol/],
    ['lucia', '¿Cuál es tu equipo favorito?', /somos del Valencia/],
  ])('%s answers %j with her sport', async (slug, message, answer) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(answer);
  });
});

describe('what the teacher does, asked as an activity', () => {
  it.each([
    ['i like pizza too. do you cook?', /I do! .*recipes/, /Do you like cooking\?$/],
    // A sport she does not play: what she does instead.
    ['Do you play tennis?', /^Not so much\. I'm not very sporty, but I enjoy long bike rides/, /Do you like playing tennis\?$/],
    ['Do you read a lot?', /^I do! I read travel books/, /Do you like reading\?$/],
  ])('%j is answered as a taste and asked back', async (message, answer, back) => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(answer);
    expect(reply).toMatch(back);
  });

  it.each(['Do you play it every day?', 'Do you watch with me?', 'I cook. Do you think it is good?'])('leaves %j alone', async (message) => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: message }] })).not.toMatch(/practice tutor, so I don't get to enjoy/);
  });
});

describe('one word asked about as two', () => {
  it('does not give the same meaning twice', async () => {
    const reply = await askTutor({ slug: 'maya', messages: [{ role: 'user', content: 'What is the difference between live the verb and live the adjective?' }] });
    expect(reply).not.toMatch(/'live' means (.+), while 'live' means \1/);
  });
});

describe('a place asked about', () => {
  it.each([
    ['sophia', 'What do you think about Portland?', /^I'm from Portland, Oregon.*so I know it well\./],
    ['ethan', 'What do you think of New York?', /^I'm American, and I was a consultant in New York.*so I know it well\./],
    ['claire', 'Have you been to Lyon?', /^I grew up between Lyon and London.*so I know it well\./],
    ['sophia', 'Have you been to Lyon?', /^Honestly, I'm a practice tutor, so I haven't been to Lyon myself/],
    ['sophia', 'What do you think about Dublin?', /^Honestly, I'm a practice tutor, so I haven't been to Dublin myself/],
  ])('%s answers %j from her own story', async (slug, message, answer) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(answer);
  });

  it('leaves a view of something that is no place to the conversation', async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'What do you think about Brexit?' }] })).not.toMatch(/been to Brexit/);
  });

  it('asks about the learner’s life there, not a trip, once they said they live there', async () => {
    const say = conversationWith('sophia');
    await say("I'm a nurse and I live in Dublin now.");
    expect(await say('What do you think about Dublin?')).toMatch(/What do you like most about living in Dublin\?$/);
  }, 20_000);

  it('does not take a question the learner asked for a place they told of', async () => {
    const say = conversationWith('sophia');
    await say('Do you like London?');
    expect(await say('Have you been to London?')).not.toMatch(/What did you like most about London/);
  }, 20_000);
});

describe('"And you?" after the learner answered her question', () => {
  it('gets her own answer to the question she asked', async () => {
    const reply = await askTutor({
      slug: 'sophia',
      messages: [
        { role: 'assistant', content: "I'm great, thank you. What do you usually do to relax after a long day?" },
        { role: 'user', content: 'Nothing special, just working. And you?' },
      ],
    });
    expect(reply).toMatch(/^At the weekend I bake bread/);
  });

  it('still says how she is when the learner said how they are', async () => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'assistant', content: 'Hello! How are you today?' }, { role: 'user', content: 'Good, thanks. And you?' }] });
    expect(reply).toMatch(/doing really well|I'm great/);
  });
});

describe('"Is it a good job?" of the job the learner told', () => {
  it('gets a kind, honest view of that job and a question about it', async () => {
    const say = conversationWith('sophia');
    await say("I'm a teacher in a primary school.");
    expect(await say('What do you think, is it a good job?')).toMatch(/^I think so! Being a teacher is work that really matters.*What do you like most about it\?$/);
  }, 20_000);

  it('is no view of a job when none was asked about', async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'Is it a good time to learn English?' }] })).not.toMatch(/work that really matters/);
  });
});

describe('the languages the teacher speaks', () => {
  it.each(['Do you speak Chinese?', 'Can you speak other languages?', 'How many languages do you speak?'])('%j is answered with the language practised and where the learner’s own helps', async (question) => {
    expect(detectQuestion(question, teacherFor('sophia'))?.kind).toBe('about-teacher');
    const reply = await ask('sophia', question);
    expect(reply).toMatch(/^Here I speak English with you, since that's what we practise\. .*"Explain in my language".* Which languages do you speak\?$/);
  });

  it('Lucía answers in Spanish that her English is the translation in brackets', async () => {
    expect(await ask('lucia', '¿Hablas inglés?')).toMatch(/^Sí, también hablo inglés: por eso te doy la traducción entre paréntesis/);
  });

  it('leaves a question about how the learner speaks', () => {
    expect(detectQuestion('Do you speak English well?', teacherFor('sophia'))).toBeNull();
  });
});

describe('a food asked of the teacher', () => {
  it.each([
    ['sophia', 'do you like pizza?', /^I do! I love Thai food/],
    ['ethan', 'Do you like sushi?', /^I do! /],
    ['lucia', '¿Te gusta la pizza?', /^¡Sí! Me encanta la paella/],
  ])('%s answers %j with her taste in food, not "I do not get to enjoy it"', async (slug, question, answer) => {
    const reply = await ask(slug, question);
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(/don't get to enjoy|no mucho/);
  });
});


describe('what she does when she is tired or stressed', () => {
  it.each([
    ['sophia', 'What do you do when you are tired?', /^When I'm tired I make a big pot of tea/],
    ['daniel', 'How do you deal with stress?', /^I go for a run, even a short one/],
    ['claire', 'And what helps you when you feel stressed?', /^I close the laptop/],
    ['lucia', '¿Qué haces cuando estás cansada?', /^Cuando estoy cansada, doy un paseo por la playa/],
    ['sophia', 'What do you do to relax?', /^At the weekend I bake bread/],
  ])('%s answers %j from her own life', async (slug, message, answer) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(answer);
  });

  it("leaves 'What do you do?' to her job", async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'What do you do?' }] })).not.toMatch(/pot of tea/);
  });
});

describe('her favourite place where she lives', () => {
  it.each([
    ['sophia', 'What is your favourite place in Portland?', /^Forest Park: .* What about you\? What is your favourite place where you live\?$/],
    ['ethan', "What's your favourite place in the city?", /^Central Park early in the morning/],
    ['lucia', '¿Cuál es tu lugar favorito en Valencia?', /^La playa de la Malvarrosa al atardecer/],
  ])('%s answers %j', async (slug, message, answer) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(answer);
  });

  it("leaves another place's favourite spot to the conversation", async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'What is your favourite place in Tokyo?' }] })).not.toMatch(/Forest Park/);
  });
});

describe('when she works', () => {
  it.each([
    ['sophia', 'Do you work every day?', /^I'm here every day, whenever you want to practise/],
    ['daniel', 'What are your working hours?', /^I'm here every day/],
    ['lucia', '¿Trabajas los fines de semana?', /^¡Estoy aquí todos los días, cuando quieras practicar!/],
  ])('%s answers %j', async (slug, message, answer) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(answer);
  });

  it('leaves the learner’s own work to the conversation', async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'I work every day.' }] })).not.toMatch(/I'm here every day/);
  });
});

describe('what the teacher drinks', () => {
  it.each([
    ['sophia', "What's your favourite drink?", /^A big mug of black tea in the morning.*\. What about you\? What's your favourite drink\?$/],
    ['oliver', 'Do you drink tea?', /^I do! Tea, of course/],
    // Her drinks, not her food, though WordNet knows coffee as a food; 'no' said where coffee is not among them.
    ['sophia', 'Do you like coffee?', /^Not so much\. A big mug of black tea/],
    ['daniel', 'Do you like coffee?', /^I do! Black coffee before work/],
    ['ethan', 'And your favourite drink?', /^An espresso before every big meeting/],
    ['lucia', '¿Y tu bebida favorita?', /^Me encanta la horchata bien fría.*¿Y tú\? ¿Cuál es tu bebida favorita\? \(And you\? What is your favourite drink\?\)$/],
    ['lucia', '¿Te gusta el café?', /^¡Sí! Me encanta la horchata/],
  ])('%s, asked %j, says what she drinks', async (slug, question, answer) => {
    expect(await ask(slug, question)).toMatch(answer);
  });

  it('asks another favourite after one by its kind, only of a kind her tastes cover', () => {
    expect(detectQuestion('What about your favourite film?', teacherFor('sophia'))?.kind).toBe('about-teacher');
    expect(detectQuestion('¿Y tu pelicula favorita?', teacherFor('lucia'))).toMatchObject({ kind: 'about-teacher', subject: 'what is your favourite film' });
    expect(detectQuestion('And your favourite colour?', teacherFor('sophia'))?.kind).not.toBe('about-teacher');
    expect(detectQuestion('¿Y tu color favorito?', teacherFor('lucia'))?.kind).not.toBe('about-teacher');
  });
});

describe('Lucía asks a taste back in Spanish', () => {
  it.each([
    ['¿Cuál es tu comida favorita?', '¿Y tú? ¿Cuál es tu comida favorita? (And you? What is your favourite food?)'],
    ['¿Qué música te gusta?', '¿Y tú? ¿Qué música te gusta? (And you? What music do you like?)'],
  ])('%j', async (question, askedBack) => {
    expect(await ask('lucia', question)).toMatch(new RegExp(`\\) ${askedBack.replace(/[?()¿]/g, '\\$&')}$`));
  });
});
