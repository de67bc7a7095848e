import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { registerOfWordNamed, WORD_REGISTERS } from './word-registers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('whether a word is formal or informal', () => {
  it.each([
    ["Is 'kindly' too formal?", 'kindly'],
    ['Is kindly too formal for an email?', 'kindly'],
    ["Does 'cheers' sound informal?", 'cheers'],
    ["Can I use 'guys' in an email to my boss?", 'guys'],
    ["Can I write 'asap' to a client?", 'asap'],
    ["can I write 'Hi' to a hotel?", 'Hi'],
    // Too informal for a person, or for an email to one.
    ["Is 'gonna' too informal for my boss?", 'gonna'],
    ['Is wanna too casual for an email to my manager?', 'wanna'],
  ])('%j asks about %j', (message, word) => {
    expect(detectQuestion(message, teacherFor('claire'))).toMatchObject({ kind: 'word-register', subject: word });
  });

  it.each(['Is the meeting formal?', 'Is it formal?', 'Is your office very formal?', 'Is my boss too informal with clients?'])('%j asks about no word', (message) => {
    expect(detectQuestion(message, teacherFor('claire'))?.kind).not.toBe('word-register');
  });

  it('says where the word fits and what to say elsewhere', async () => {
    const reply = await askTutor({ slug: 'claire', messages: [{ role: 'user', content: "Can I use 'guys' in an email to my boss?" }] });
    expect(reply).toMatch(/It's informal\. It's fine with a team you know well\. In a formal email, or to people you don't know, write 'Hi everyone' or 'Dear all'\./);
  });

  it.each([
    ["Is it rude to say 'hey' to my boss?", /It isn't rude, just informal\. It's for friends and close colleagues\./],
    ["Is it rude to write 'cheers' to a client?", /It isn't rude, just informal\. In British English it means thanks/],
  ])('%j: a word whose register is known is answered by where it fits, not as a tone it lacks', async (message, answer) => {
    const reply = await askTutor({ slug: 'ethan', messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(/I don't have how/);
  });

  it("tells a register word's meaning by where it fits, and two such words apart, never by a dictionary's first sense", async () => {
    expect(await askTutor({ slug: 'claire', messages: [{ role: 'user', content: 'What does "cheers" mean in an email?' }] })).toMatch(/'Cheers': In British English it means thanks/);
    const dearOrHi = await askTutor({ slug: 'ethan', messages: [{ role: 'user', content: 'Should I write "Dear Sarah" or "Hi Sarah"?' }] });
    expect(dearOrHi).toMatch(/'Dear': At the start of an email .* 'Hi': It's the usual friendly opening/);
    expect(dearOrHi).not.toMatch(/dearly loved/);
  });

  it('gives each entry a note that names the plainer or more polite word in quotes', () => {
    for (const entry of WORD_REGISTERS) expect(entry.note, entry.words[0]).toMatch(/'[^']+'/);
  });

  it('answers a word asked in the middle of a role-play, then goes back to the scene', async () => {
    const say = conversationWith('ethan');
    await say("How do I write a polite reminder email to a client who didn't pay?");
    const reply = await say("Is 'kindly' too formal?");
    expect(reply).toMatch(/It's formal\./);
    expect(reply).toMatch(/Back to our role-play\. I'll be the client, .* What do you say\?$/);
  }, 20_000);
});

describe("'Is it formal?' just after a word was asked about", () => {
  it('is asked of that word', () => {
    expect(registerOfWordNamed('Is it formal?', ["What does 'nevertheless' mean?"])).toBe("Is 'nevertheless' formal?");
    expect(registerOfWordNamed('And is it too informal?', ["What does 'gonna' mean?"])).toBe("Is 'gonna' informal?");
  });

  it("'Is it rude?' becomes a question of how the word feels", () => {
    expect(registerOfWordNamed('Is it rude?', ["What does 'circle back' mean?"])).toBe("Is it rude to say 'circle back'?");
  });

  it('says an office idiom is neutral, if jargon to some, and gives more of them when asked', async () => {
    const say = conversationWith('ethan');
    await say("What does 'circle back' mean?");
    expect(await say('Is it rude?')).toMatch(/No, 'circle back' is neutral and common in offices/);
    expect(await say('Can you give me other phrases like that?')).toMatch(/Here are three you'll hear all the time\./);
  }, 20_000);

  it("is left to the learner's own text when no word was quoted", () => {
    expect(registerOfWordNamed('Is it formal?', ['Can you check my email? Dear Tom, thanks for the meeting yesterday.'])).toBeNull();
  });

  it('is answered of the word', async () => {
    const say = conversationWith('sophia');
    await say("What does 'nevertheless' mean?");
    expect(await say('Is it formal?')).toMatch(/It's formal\. It's for writing\./);
  }, 20_000);
});
