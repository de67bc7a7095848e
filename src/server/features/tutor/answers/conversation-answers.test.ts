/** Questions about the learner and their learning: recall, a study plan, a level, how a tense works, a sound pair. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../lib/language-model';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { CONVERSATION_QUESTION_RULES, detectConversationQuestion } from './conversation-questions';
import { closePhonemeWorker } from './espeak-phonemes';
import { detectQuestion } from './detect-question';
import { findGrammarGuide, GRAMMAR_GUIDES } from './grammar-guides';
import { findSoundPair, SOUND_FAMILIES } from './sound-pairs';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);
afterAll(closePhonemeWorker);

/** The learner's turns, each followed by a plain teacher turn, then the question. */
function chat(slug: string, turns: string[], question: string, profile?: string): Promise<string> {
  const messages: ChatMessage[] = [
    ...(profile ? [{ role: 'user' as const, content: profile }] : []),
    { role: 'assistant', content: 'Hello!' },
    ...turns.flatMap((t) => [{ role: 'user' as const, content: t }, { role: 'assistant' as const, content: 'Thank you. Tell me more.' }]),
    { role: 'user', content: question },
  ];
  return askTutor({ slug, messages });
}

describe('every rule catches its examples and leaves its counter-examples', () => {
  for (const rule of CONVERSATION_QUESTION_RULES) {
    for (const example of rule.examples) it(`${rule.kind}: "${example}"`, () => expect(detectConversationQuestion(example)?.kind).toBe(rule.kind));
    for (const counter of rule.counterExamples) it(`not ${rule.kind}: "${counter}"`, () => expect(detectConversationQuestion(counter)?.kind).not.toBe(rule.kind));
  }
  it('still leaves word questions to the word rules', () => {
    expect(detectQuestion("How do I use 'although' in a sentence?", teacherFor('sophia'))?.kind).toBe('example');
    expect(detectQuestion('What is the difference between say and tell?', teacherFor('sophia'))?.kind).toBe('difference');
    // 'between' left out, as learners often do; not a difference 'in' something.
    expect(detectQuestion('what is difference say and tell?', teacherFor('sophia'))).toMatchObject({ kind: 'difference', subject: 'say', other: 'tell' });
    expect(detectQuestion('What is difference "I have been" and "I went"?', teacherFor('daniel'))).toMatchObject({ kind: 'difference', subject: 'I have been', other: 'I went' });
    expect(detectQuestion('What is the difference in price and quality?', teacherFor('sophia'))?.kind).not.toBe('difference');
  });

  it('asks what a word in another script means, and never guesses it or talks of the word English', async () => {
    expect(detectQuestion('how to say 累 in English when I work too much?', teacherFor('daniel'))).toMatchObject({ kind: 'meaning', subject: '累' });
    const reply = await askTutor({ slug: 'daniel', messages: [{ role: 'user', content: 'how to say 累 in English when I work too much?' }] });
    expect(reply).toMatch(/^I can't read '累' here/);
    expect(reply).not.toMatch(/about English\?/);
  });
});

describe('the data', () => {
  it('finds every guide by each of its names, and every pair in either order', () => {
    for (const guide of GRAMMAR_GUIDES) for (const name of guide.names) expect(findGrammarGuide(`the ${name}`)).toBe(guide);
    for (const family of SOUND_FAMILIES) for (const [a, b] of family.pairs) expect(findSoundPair(b, a)).toEqual({ family, isReversed: true });
  });
});

describe('a question left unanswered after something told', () => {
  it('follows up on what was told, not on a word of the question', async () => {
    const reply = await chat('sophia', [], 'Ok. I think to start play guitar. Is it difficult for adults?');
    expect(reply).not.toMatch(/adults/);
  });
});

describe('recall', () => {
  it('says back what the learner told earlier in the conversation', async () => {
    const reply = await chat('sophia', ['I have 29 years and I am work as electrician in Turin.'], 'Do you remember what my job is?');
    expect(reply).toMatch(/you work as an electrician/);
    expect(reply).not.toMatch(/not sure/i);
  });

  it('says back the learner\'s own sentence about something no kind of fact names, and never other facts instead', async () => {
    const told = ['I go to a conference in Singapore next month.', 'I am from China, I work in a bank.'];
    expect(await chat('ethan', told, 'Can you remember where I am going next month?')).toMatch(/you told me you go to a conference in Singapore next month\./);
    const never = await chat('ethan', told, "Do you remember my sister's name?");
    expect(never).toMatch(/I don't think you've told me that yet/);
    expect(never).not.toMatch(/bank|China/);
  });

  it('remembers a job started, a degree studied, a city named only as where they work, and a score told with its reason', async () => {
    const nurse = ["Hi Sophia! I've just started a new job as a nurse in Milan.", "I'm also studying for a master's degree in the evenings."];
    expect(await chat('sophia', nurse, 'By the way, do you remember where I work and what I am studying?')).toMatch(/you work as a nurse in Milan and you study a master's degree/);
    expect(await chat('ethan', ['Hi, I am Marek, I work like project manager in IT company in Wroclaw.'], 'What was my city again?')).toMatch(/you work in Wroclaw/);
    const kasia = await chat('oliver', ["Hi, my name is Kasia, I'm a dentist from Gdansk and I need band 7 for work in UK."], 'Do you remember what score I need and why?');
    expect(kasia).toMatch(/you told me your name is Kasia, you are a dentist from Gdansk and you need band 7 for work in UK/);
    expect(await chat('oliver', ['Hi my name is Kasia and I need band 7 for work in UK.'], 'Do you remember what score I need?')).toMatch(/you told me your name is Kasia and you need band 7/);
    expect(kasia).not.toMatch(/Why are you taking IELTS/);
  });

  it('keeps a workplace only as a place of work, and a company is no home town', async () => {
    const waiter = await chat('sophia', ['I work as a waiter in this restaurant.'], 'Do you remember what my job is?');
    expect(waiter).toMatch(/you work as a waiter/);
    expect(waiter).not.toMatch(/in a this|in an our/);
    expect(await chat('sophia', ["I'm a sales manager from Bosch."], 'Where am I from?')).not.toMatch(/you come from Bosch/);
    expect(detectQuestion('What is my country famous for?', teacherFor('sophia'))?.kind).not.toBe('recall');
  });

  it('remembers from the profile what was told in an earlier conversation', async () => {
    const profile = '(For my teacher, from my Parley profile) About me: Lives in Aberdeen; Works as a dentist';
    expect(await chat('ethan', [], 'Where do I live, do you remember?', profile)).toMatch(/you live in Aberdeen/);
  });

  it('says back the job the learner wants one day, and answers that wish with a question about it', async () => {
    expect(await chat('sophia', ['I want to be a nurse.'], 'Do you remember what I want to be?')).toMatch(/you want to be a nurse/);
    const reply = await askTutor({ slug: 'ethan', messages: [{ role: 'assistant', content: 'Hello!' }, { role: 'user', content: 'One day I would like to become a pilot.' }] });
    expect(reply).toMatch(/\b(?:become|being) a pilot\b[^.?]*\?/);
  });

  it('says honestly that it was never told, and asks for it', async () => {
    const reply = await chat('sophia', ['I like long walks by the river.'], 'Do you remember how old I am?');
    expect(reply).toMatch(/told me that yet/);
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it('is asked of Lucía in Spanish: she says back what she was told, or that she was not told it, in her Spanish', async () => {
    expect(await chat('lucia', ['Hola, me llamo Tom y vivo en Londres.'], '¿Te acuerdas de cómo me llamo?')).toMatch(/^¡(?:Claro que|Sí,) me acuerdo! \(Your name is Tom\.\)/);
    expect(await chat('lucia', ['Soy profesor de matemáticas en un instituto.'], '¿Te acuerdas de cuál es mi trabajo?')).toMatch(/me acuerdo! \(You work as a teacher\.\)/);
    const notTold = await chat('lucia', ['Me gusta mucho el cine.'], '¿Recuerdas dónde vivo?');
    expect(notTold).toMatch(/^Mmm, creo que todavía no me lo has dicho.* ¿Dónde vives\? \(Where do you live\?\)$/);
    expect(notTold).not.toMatch(/no lo sé muy bien/i);
    // Where they work is asked for as work, never answered with another fact ('You come from Lyon').
    expect(await chat('lucia', ['Hola, soy Ana y soy de Lyon.'], '¿Te acuerdas de dónde trabajo?')).not.toMatch(/Lyon/);
  });

  it('says back the ages of the learner’s family, or asks for them when never told', async () => {
    expect(await chat('sophia', ['My son is 8 and my daughter is 5.'], 'How old are my children?')).toMatch(/your son is 8 and your daughter is 5/);
    expect(await chat('lucia', ['Mi hijo tiene ocho años y mi hija tiene cinco años.'], '¿Cuántos años tienen mis hijos?')).toMatch(/\(Your son is 8 and your daughter is 5\.\)/);
    const notTold = await chat('sophia', ['I like pizza.'], 'How old are my children?');
    expect(notTold).toMatch(/told me that yet.*How old are they\?$/);
    expect(notTold).not.toMatch(/How old are you/);
  });

  it('keeps what Lucía is told in Spanish in English, pets and places too', async () => {
    expect(await chat('lucia', ['Tenemos un perro que se llama Taro.'], '¿Te acuerdas de cómo se llama mi perro?')).toMatch(/me acuerdo! \(You have a dog called Taro\.\)/);
    expect(await chat('lucia', ['Hola, me llamo Kenji y soy de Japón.'], '¿Qué sabes de mí?')).toMatch(/you come from Japan/);
  });
});

describe('a study plan', () => {
  it('is built on the job, the exam date and the goal the learner gave', async () => {
    const reply = await chat('sophia', ['I work as a chef in a hotel.', 'My exam is on 12 May.'], 'I want to talk more easily with guests. Can you make me a plan?');
    expect(reply).toMatch(/you work as a chef/);
    expect(reply).toMatch(/12 May/);
    expect(reply).toMatch(/talk more easily with guests/);
    expect(reply).toMatch(/Every day/);
  });

  it('builds on an exam or interview only in the teacher’s language, and on one a week away as no time for new material', async () => {
    const profile = '(For my teacher, from my Parley profile) About me: Has an interview next week; Works as a nurse';
    const lucia = await chat('lucia', [], 'Can you make a study plan for me? I want to travel to Mexico in summer.', profile);
    expect(lucia).toMatch(/the Spanish you really need/);
    expect(lucia).not.toMatch(/interview|English/);
    const sophia = await chat('sophia', [], 'Can you make a plan for me?', profile);
    expect(sophia).toMatch(/you have an interview next week, there is no time for new material/);
    expect(sophia).not.toMatch(/the last week/);
    expect(await chat('lucia', ['My DELE exam is in June.'], 'Can you make a plan for me?')).toMatch(/DELE exam in June/);
  });

  it('follows each teacher’s own focus', async () => {
    expect(await chat('maya', [], 'Could you give me a study schedule?')).toMatch(/minimal pairs/);
    expect(await chat('daniel', [], 'Can you make a plan for me?')).toMatch(/STAR/);
  });

  it('takes the plan of the skill asked for, whichever English teacher is asked', async () => {
    const pronunciation = await chat('ethan', [], 'I want to improve my pronunciation.');
    expect(pronunciation).toMatch(/minimal pairs/);
    expect(pronunciation).not.toMatch(/work phrases/);
    expect(await chat('sophia', [], 'Can you make a plan to improve my writing?')).toMatch(/write a short paragraph/);
    expect(await chat('sophia', [], 'How should I prepare for my IELTS exam?')).toMatch(/Part 2 cue card/);
    expect(await chat('ethan', [], 'Can you make a plan for me?')).toMatch(/work phrases/);
    expect(await chat('lucia', [], 'Can you make a plan to improve my pronunciation?')).toMatch(/^[^.]*Aquí tienes un plan sencillo/);
  });

  it('answers one sound named as how to make it, not with a plan', async () => {
    const reply = await chat('ethan', [], 'I want to improve my pronunciation of the th sound.');
    expect(reply).toMatch(/tip of your tongue/);
    expect(reply).not.toMatch(/Every day/);
  });

  it('answers a goal said as a statement, and keeps the reason as the goal', async () => {
    expect(await chat('maya', [], 'Hi Maya! I want to improve my pronunciation.')).toMatch(/minimal pairs/);
    const reply = await chat('sophia', [], 'I want to improve my English because I want to work in Canada.');
    expect(reply).toMatch(/Your goal is to work in Canada, so/);
    expect(await chat('sophia', [], 'I want to improve my cooking.')).not.toMatch(/Every day/);
  });

  it("says back a purpose told with 'for' and a verb with 'to', and leaves 'for' before a noun", async () => {
    const goals = async (message: string) => /Your goal is to ([^,]+), so/.exec(await chat('sophia', [message], 'Can you make a plan for me?'))?.[1];
    expect(await goals('I want to learn English for get a better job.')).toBe('learn English to get a better job');
    expect(await goals('I want to study English for pass the exam in June.')).toBe('study English to pass the exam in June');
    expect(await goals('I want to learn English for my job.')).toBe('learn English for your job');
    expect(await goals('I want to improve my English for the interview.')).toBe('improve your English for the interview');
    expect(await goals('I want to learn English for travelling more.')).toBe('learn English for travelling more');
  });

  it('builds on a trip the learner is learning for, and asks about it', async () => {
    for (const message of ['Hello! I want to practise English for my trip to London.', "I want to improve my English because I'm going to Canada in June."]) {
      const reply = await chat('sophia', [], message);
      expect(reply).toMatch(/Since you are going to (?:London|Canada), we will practise what the trip needs/);
      expect(reply).toMatch(/London/.test(message) ? /When are you going to London, and what would you like to do there\?$/ : /What would you like to do in Canada\?$/);
    }
  });
});

describe('how the teacher corrects', () => {
  it('says truthfully how slips are told or asked, and where they are kept, then goes on', async () => {
    const reply = await chat('sophia', [], 'Can you correct my mistakes please?');
    expect(reply).toMatch(/^Sure! When I'm sure of a slip/);
    expect(reply).toMatch(/question to think about/);
    expect(reply).toMatch(/Notebook/);
    expect(reply).toMatch(/\?$/);
  });

  it('does not promise a Notebook to a demo visitor, and Lucía says it in Spanish first', async () => {
    expect(await askTutor({ purpose: 'demo', messages: [{ role: 'user', content: 'Please correct me when I make mistakes.' }] })).not.toMatch(/Notebook/);
    expect(await chat('lucia', [], 'Can you correct my mistakes?')).toMatch(/^¡Claro! Cuando esté segura de un error/);
  });
});

describe('a pronunciation check asked in the chat', () => {
  it('says a message cannot be heard and names the tool that listens', async () => {
    const reply = await chat('maya', [], 'Is my pronunciation good?');
    expect(reply).toMatch(/cannot judge your pronunciation/);
    expect(reply).toMatch(/Voice practice.*Pronunciation check/);
  });

  it('tells Lucía’s learners the check listens for English only', async () => {
    expect(await chat('lucia', [], 'How is my accent?')).toMatch(/^Aquí solo recibo tus palabras como texto.*English only/);
  });
});

describe('a request to speak more slowly', () => {
  it('names the Slow button, then asks the last question again', async () => {
    const reply = await askTutor({ messages: [{ role: 'assistant', content: 'Nice! What did you cook for dinner yesterday?' }, { role: 'user', content: 'Can you speak more slowly, please?' }] });
    expect(reply).toBe('Sure! Press Slow under any of my messages to hear it again at half speed. Here is my question again: What did you cook for dinner yesterday?');
  });

  it('goes on with the usual question when none was asked', async () => {
    expect(await chat('sophia', [], 'You speak too fast for me.')).toMatch(/^Sure! Press Slow under any of my messages.*\?$/);
  });
});

describe('a request to speak English, made of Lucía', () => {
  it('is met with English where it helps and practice in Spanish, then her last question again', async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'assistant', content: '¿Qué hiciste ayer? (What did you do yesterday?)' }, { role: 'user', content: '¿Puedes hablar en inglés?' }] });
    expect(reply).toMatch(/^¡Claro! Te explico en inglés todo lo que necesites.* \(Of course! I will explain anything in English.*\) ¿Qué hiciste ayer\? \(What did you do yesterday\?\)$/);
  });

  it.each(['Can you explain that in English please?', '¿Podemos hablar en inglés?', 'Can you explain in English?'])('%j: she keeps the English in brackets, and any word can be asked about', async (question) => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'assistant', content: '¿Qué hiciste ayer? (What did you do yesterday?)' }, { role: 'user', content: question }] });
    expect(reply).toMatch(/después de cada frase te escribo el inglés entre paréntesis, y lo voy a seguir haciendo\. Si no entiendes una palabra, pregúntame qué significa/);
    expect(reply).toMatch(/\(Of course! .*after each sentence I write the English in brackets, and I will keep doing so\. If you don't understand a word, just ask me what it means/);
    expect(reply).toMatch(/¿Qué hiciste ayer\? \(What did you do yesterday\?\)$/);
    expect(reply).not.toMatch(/English\?|no estoy segura/);
  });

  it('and "I don\'t understand anything" is said again more slowly', async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'assistant', content: '¿Qué hiciste ayer? (What did you do yesterday?)' }, { role: 'user', content: 'No entiendo nada.' }] });
    expect(reply).toMatch(/^No pasa nada, te lo digo otra vez, más despacio\./);
  });
});

describe('no microphone', () => {
  it('is met with how to practise typed, and Maya asks for a word to start with', async () => {
    const reply = await chat('maya', [], "I don't have microphone");
    expect(reply).toMatch(/^No problem, you can practise without one: .*Press Slow under any of my messages.*Pronunciation check in Voice practice.* Which word would you like to start with\?$/);
  });
});

describe('a level estimate', () => {
  it('is honest that a few messages are not enough', async () => {
    const reply = await chat('sophia', [], 'What is my English level?');
    expect(reply).toMatch(/CEFR/);
    expect(reply).toMatch(/Honestly/);
  });

  it('gives a rough CEFR guess with its reasons and what it cannot judge', async () => {
    const reply = await chat('claire', ['Last summer I went hiking in the mountains with two old friends from school.', 'We slept in small huts because the weather was too cold for tents, although it was July.'], 'Which level am I?');
    expect(reply).toMatch(/rough guess is about (?:A2|B1|B2|C1)/);
    expect(reply).toMatch(/cannot hear your speaking/);
    expect(reply).toMatch(/link ideas with words like because or although 2 times/);
    expect(reply).toMatch(/From your 2 messages/);
  });

  it("reads only what was written in the language taught: a beginner's English to Lucía places them nowhere", async () => {
    const reply = await chat('lucia', ['trabajo en un hospital', 'sorry my spanish is very bad, i only know a few words', 'I am a nurse and I work at night in a big hospital'], 'what is my level do you think?');
    expect(reply).not.toMatch(/rough guess is about/);
    expect(reply).toMatch(/can't place you/);
  });

  it('says how many of the messages it read, when questions and short replies were left out', async () => {
    const reply = await chat('claire', ['Last summer I went hiking in the mountains with two old friends from school.', 'What does hut mean?', 'OK.', 'We slept in small huts because the weather was too cold for tents, although it was July.'], 'Which level am I?');
    expect(reply).toMatch(/From 2 of your 4 messages/);
  });

  it("reads a Spanish learner's linking words in Spanish, and names Spanish ones", async () => {
    const reply = await chat('lucia', ['Trabajo en una tienda de ropa porque me gusta hablar con la gente.', 'El domingo fuimos al parque, aunque hacía bastante frío.'], '¿Cuál es mi nivel de español?');
    expect(reply).toMatch(/link ideas with words like porque or aunque 2 times/);
    expect(reply).not.toMatch(/because or although/);
    const none = await chat('lucia', ['Trabajo en una tienda de ropa en el centro de la ciudad.', 'El domingo fuimos al parque con mis dos hermanos pequeños.'], '¿Qué nivel tengo?');
    expect(none).toMatch(/do not link ideas with words like porque or aunque yet/);
  });
});

describe('grammar and sounds', () => {
  it('explains how a tense is used and built, with examples, and invites a try', async () => {
    const reply = await chat('sophia', [], 'Can you explain how to use the past perfect?');
    expect(reply).toMatch(/had plus the past participle/);
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it('sets two tenses side by side when asked for the difference', async () => {
    const reply = await chat('claire', [], 'What is the difference between the past continuous and the past simple?');
    expect(reply).toMatch(/was or were|in progress/);
    expect(reply).toMatch(/finished actions/);
  });

  it('explains a minimal pair by its two sounds, not by dictionary meanings', async () => {
    const reply = await chat('maya', [], "What's the difference between 'pull' and 'pool'?");
    expect(reply).toMatch(/short \/ʊ\/.*long \/uː\//);
    expect(reply).not.toMatch(/means/);
  });
});

describe("'a' and 'the'", () => {
  it.each(["When do I use 'a' and 'the'?", 'What is the difference between a and the?'])('%j is explained, not dodged', async (question) => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: question }] });
    expect(reply).toMatch(/the listener doesn't know yet/);
  });
});

describe('two forms quoted, the one said and the one expected', () => {
  it('is answered as the difference between their tenses', async () => {
    const reply = await chat('sophia', [], 'Why you say "went" and not "have been"? I dont understand.');
    expect(reply).toMatch(/past simple for finished actions.*present perfect for past experiences/);
    expect(await chat('claire', [], "Why do you say 'I was working' and not 'I worked'?")).toMatch(/past continuous|was or were/);
  });

  it('leaves forms of no tense the shapes know to the rest', async () => {
    expect(await chat('sophia', [], "Why do you say 'make' and not 'do'?")).not.toMatch(/past simple/);
  });
});
