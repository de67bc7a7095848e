import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from './tutor-test-helpers';
import { isRepeatRequest, lastQuestionOf } from './repeat-request';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('isRepeatRequest', () => {
  it.each(['Sorry, can you repeat the question?', 'Could you say that again, please?', 'Pardon?', 'Sorry?', 'Repeat please', "I didn't understand the question.", '¿Puedes repetir la pregunta, por favor?', 'What did you say?', "I don't understand. Can you say it more simply?", 'No entiendo.', 'Sorry, I don\'t understand.', 'Could you explain it in simpler words?', 'What does that mean?', '¿Qué significa eso?', 'No comprendo la pregunta.', '¿Qué quieres decir?', 'Can you say the question again please?', 'Can you ask me the question again?', 'Could you ask me that again?', "i don't understand your question, sorry", 'sorry can you say it more simple? my english is not good', 'what you mean?', "sorry i don't understand, what you mean?", 'Can you explain it easier? I am beginner.', 'Can you speak more simple please?', 'Could you use easier words?', 'I didnt understand your last question, can you say it in english?', 'can you explain the question with more simple words?', 'Sorry, can you say the question again more slowly?', 'Could you repeat that a bit slower, please?'])('hears %j', (message) => {
    expect(isRepeatRequest(message)).toBe(true);
  });

  it.each(['Can you repeat the rule for the past simple?', 'I have to repeat the exam next month.', 'Sorry, I was late today.', 'Sorry.', 'Como pizza.', 'What did you do at the weekend?', "I don't understand the past perfect.", 'Can you say it in Spanish?', 'No entiendo el subjuntivo.', 'What does "cosy" mean?', '¿Qué significa "madrugar"?', 'What does your name mean?', 'Can you ask me another question?', "Can you say 'thoroughly' again?", 'My English is not good.', 'What you mean is right.', "Sorry, I don't understand, what you mean by the present perfect?", 'Can you speak more slowly please?', 'Can we use simple words in the essay?'])('hears no request in %j', (message) => {
    expect(isRepeatRequest(message)).toBe(false);
  });
});

describe('lastQuestionOf', () => {
  it('takes the question that closed the turn', () => {
    expect(lastQuestionOf('Right, thank you. Who is a person that has inspired you, and why?')).toBe('Who is a person that has inspired you, and why?');
    expect(lastQuestionOf('Well done today.')).toBeNull();
    // A correction's prompt is about the learner's words: the question asked again is the teacher's own.
    expect(lastQuestionOf("Something to think about: is it 'there is' or 'there are'? Which sounds right to you? Good. What do you do in your free time?")).toBe('What do you do in your free time?');
    expect(lastQuestionOf("A question to think about: would 'I get' fit better than 'I will get' there? Oh, lovely. How long have you wanted it?")).toBe('How long have you wanted it?');
  });
});

describe('a learner who missed the question', () => {
  it('hears it again', async () => {
    const asked = 'Right, thank you. What do you usually do to relax after a long day?';
    const reply = await askTutor({ slug: 'oliver', messages: [{ role: 'assistant', content: asked }, { role: 'user', content: 'Sorry, can you repeat the question?' }] });
    expect(reply).toBe('Of course. What do you usually do to relax after a long day?');
    const lucia = await askTutor({ slug: 'lucia', messages: [{ role: 'assistant', content: '¡Muy bien! ¿Qué hiciste el fin de semana?' }, { role: 'user', content: '¿Puedes repetir?' }] });
    expect(lucia).toBe('¡Claro! ¿Qué hiciste el fin de semana?');
  });

  it('hears it again slowly when it was not understood, and not as a sentence to check', async () => {
    const asked = 'Right, thank you. What do you usually do to relax after a long day?';
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'assistant', content: asked }, { role: 'user', content: "I don't understand. Can you say it more simply?" }] });
    expect(reply).toBe('No problem, here it is again, slowly: What do you usually do to relax after a long day? You can answer in just a few words.');
    const lucia = await askTutor({ slug: 'lucia', messages: [{ role: 'assistant', content: '¡Muy bien! ¿Qué hiciste el fin de semana? (What did you do at the weekend?)' }, { role: 'user', content: 'No entiendo.' }] });
    expect(lucia).toBe("No pasa nada, te lo digo otra vez, más despacio. (No problem, I'll say it again, more slowly.) ¿Qué hiciste el fin de semana? (What did you do at the weekend?)");
  });

  it('hears the question alone when asked again a second time, never wrapped twice', async () => {
    const talk = conversationWith('sophia');
    await talk('I work at the hospital.');
    const first = await talk('sorry can you say it more simple? my english is not good');
    expect(first).toMatch(/^No problem, here it is again, slowly: [^:]+\? You can answer in just a few words\.$/);
    expect(await talk('what you mean?')).toBe(first);
  });
});

describe('a task given without a question mark', () => {
  it("is said again when asked: Oliver's cue card", () => {
    expect(lastQuestionOf('That sounds great. Now for Part 2: describe a festival you enjoyed, and you should say what it was and why you enjoyed it.')).toBe('Describe a festival you enjoyed, and you should say what it was and why you enjoyed it.');
    expect(lastQuestionOf('Thank you. That is all.')).toBeNull();
  });
});
