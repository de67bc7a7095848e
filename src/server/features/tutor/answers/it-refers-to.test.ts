import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { withIeltsTold, withInterviewTold, withPairReferent, withReferent, withTwoWordsNamed, withWordReferent } from './it-refers-to';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe("'it' read as the piece the learner just named", () => {
  it.each([
    ['How should I start it?', 'I need to write an email to my landlord about a broken heater.', 'How should I start the email?'],
    ['Thanks! How do I end it?', 'I am writing a cover letter for a bank.', 'Thanks! How do I end the cover letter?'],
    ['What should I put in it?', 'My teacher asked for an essay about cities.', 'What should I put in the essay?'],
    ['How long is it?', 'What is the IELTS speaking test like?', 'How long is the speaking test?'],
    ['How should I prepare for it?', 'I have a job interview on Friday.', 'How should I prepare for the interview?'],
    ['Thank you! How do I end it?', 'I need to write an email to my boss.', 'Thank you! How do I end the email?'],
  ])('%j after %j', (message, previous, resolved) => {
    expect(withReferent(message, [previous])).toBe(resolved);
  });

  it('reads the piece named two messages back, the latest first', () => {
    expect(withReferent('Can you help me make it shorter?', ['I am writing an essay.', 'Can you check my email?', 'How can I make it more formal?'])).toBe('Can you help me make the email shorter?');
    expect(withReferent('How do I end it?', ['Can you check my email?', 'What time is it?', 'Thanks.'])).toBeNull();
  });

  it("carries the piece through a question that was itself about 'it', and names no piece named in the plural", () => {
    const told = ['Can you help me write a complaint email to my landlord?', "The heating in my flat hasn't worked for two weeks and he doesn't answer my calls.", 'Can you write it for me?'];
    expect(withReferent('How should I start it?', told)).toBe('How should I start the email?');
    // 'my calls' are calls made, not a call to prepare: 'it' is singular.
    expect(withReferent('How should I start it?', ['He never answers my calls.'])).toBeNull();
    expect(withReferent('What time is it?', ['Can you check my email?'])).toBeNull();
  });

  it.each([
    ['How should I start it?', 'I want to start a business.'], // no piece of writing named
    ["Is it OK to say 'gonna'?", 'I am writing an email.'], // a question of its own, not about the piece
    ['I like it.', 'I wrote an essay.'], // no question
    ['How do I start it?', undefined], // nothing said before
  ])('%j after %j stays as it is', (message, previous) => {
    expect(withReferent(message, previous === undefined ? [] : [previous])).toBeNull();
  });
});

describe('Claire asked how to start an email the learner just named', () => {
  it('says how to open it, and reads the lines the learner then tries as a text to look at', async () => {
    const say = conversationWith('claire');
    await say('I need to write an email to my landlord about a broken heater.');
    expect(await say('How should I start it?')).toMatch(/Dear Ms Brown/);
    expect(await say('Dear Mr Brown, I am writing to let you know that the heater in my flat stopped working.')).toMatch(/\b1 sentence\b/);
  });

  it('names an email it is given as an email, asks about emails next, and answers how to make it more formal or shorter', async () => {
    const say = conversationWith('claire');
    const feedback = await say('Can you check my email? Dear Ms Park, I am writing about the flat on Hill Street. Is it still free? I would like to see it this week. Kind regards, Tomás');
    expect(feedback).toMatch(/^Thank(?:s| you) for (?:sharing your|this) email/);
    // Its next question is about the email, never one the email already answers (who it is for, how it opens or closes).
    expect(feedback).toMatch(/\b(?:email|subject line|request)\b[^.]*\?$/);
    expect(feedback).not.toMatch(/who is the email for|first sentence of the email|close the email/i);
    // Asked of the email just checked: from its own words (answer-register.ts), not a general note on formal style.
    expect(await say('How can I make it more formal?')).toMatch(/^It already reads well: 'Dear Ms Park' and 'Kind regards' set the tone\./);
    expect(await say('Can you help me make it shorter?')).toMatch(/Keep one purpose/);
  });
});

describe("'it' read as the word the learner just named", () => {
  it.each([
    ['How many syllables does it have?', "I can't say the word 'comfortable' correctly.", "How many syllables does 'comfortable' have?"],
    ['Can you use it in a sentence?', 'What does “awkward” mean?', "Can you use 'awkward' in a sentence?"],
    ['How do you spell it?', 'I always forget the word necessary.', "How do you spell 'necessary'?"],
  ])('%j after %j', (message, previous, resolved) => {
    expect(withWordReferent(message, [previous])).toBe(resolved);
  });

  it.each([
    ['How many syllables does it have?', 'I went to the market.'], // no word named
    ["It's hard.", "I can't say 'world'."], // no question
    ['What does "call it a day" mean?', "In Spanish 'simpático' is friendly."], // 'it' is part of the phrase quoted
    ["What does 'make it' mean?", "I can't say 'world'."],
  ])('%j after %j stays as it is', (message, previous) => {
    expect(withWordReferent(message, [previous])).toBeNull();
  });

  it('is answered as the question about that word, and a next word asked the same way', async () => {
    const say = conversationWith('maya');
    await say("Hi Maya, I can't say the word 'comfortable' correctly.");
    expect(await say('How many syllables does it have?')).toMatch(/'Comfortable' sounds like .* It has 3 syllables/);
    expect(await say("What about 'vegetable'?")).toMatch(/'Vegetable' sounds like .* It has 4 syllables/);
  }, 20_000);

  it('is not put in a question that would not be about the word', async () => {
    const say = conversationWith('sophia');
    await say("I watched 'Friends' yesterday.");
    expect(await say('Have you seen it?')).not.toMatch(/'Friends'/);
  });
});

describe("'it' read as a phrase the learner quoted", () => {
  it.each([
    ['Can you use it in a sentence?', "What does 'touch base' mean?", "Can you use 'touch base' in a sentence?"],
    ['How many syllables does it have?', 'I can never say the word thorough.', "How many syllables does 'thorough' have?"],
  ])('%j after %j', (message, previous, resolved) => {
    expect(withWordReferent(message, [previous])).toBe(resolved);
  });

  it("takes no apostrophe inside a word for a quote ('don't', 'it's')", () => {
    expect(withWordReferent('Can you use it in a sentence?', ["I don't know what it's called."])).toBeNull();
  });
});

describe('what to wear or bring, asked just after an interview was told of', () => {
  it.each([
    ['What should I wear?', ['I have a job interview next week.'], 'What should I wear to the interview?'],
    ['How early should I arrive?', ['My interview is on Monday at nine.', 'It is for a bank.'], 'How early should I arrive to the interview?'],
  ])('%j after %j is %j', (message, earlier, asked) => {
    expect(withInterviewTold(message, earlier)).toBe(asked);
  });

  it('is left alone after no interview', () => {
    expect(withInterviewTold('What should I wear?', ['I have a party on Saturday.'])).toBeNull();
  });

  it('gets the coach’s tip on clothes', async () => {
    const say = conversationWith('ethan');
    await say('I have a job interview in English next week for a marketing manager position.');
    expect(await say('What should I wear?')).toMatch(/Dress one step smarter than people at the company/);
  }, 20_000);
});

describe("'which one' read as the two things the learner just compared", () => {
  it.each([
    ['Which one is easier?', 'What is the difference between IELTS academic and general?', 'Which is easier, IELTS academic or general?'],
    ['And which is more formal?', "What's the difference between 'buy' and 'purchase'?", "Which is more formal, 'buy' or 'purchase'?"],
    ['Which one is better for me?', 'Should I take the morning class or the evening class?', 'Which is better for me, the morning class or the evening class?'],
  ])('%j after %j', (message, previous, resolved) => {
    expect(withPairReferent(message, [previous])).toBe(resolved);
  });

  it.each([
    ['Which one is easier?', 'I like both films.'], // nothing compared
    ['Which one do you like?', 'What is the difference between tea and coffee?'], // not asked how they compare
  ])('%j after %j stays as it is', (message, previous) => {
    expect(withPairReferent(message, [previous])).toBeNull();
  });

  it('lets the examiner say which IELTS test is easier', async () => {
    const say = conversationWith('oliver');
    await say('What is the difference between IELTS academic and general?');
    expect(await say('Which one is easier?')).toMatch(/In speaking, neither: the test is the same\./);
  }, 20_000);
});

describe('a question about the day read as one about the interview just told of', () => {
  it.each([
    ['Should I bring anything?', 'What should I wear to an interview?', 'Should I bring anything to the interview?'],
    ['What do I need to bring?', 'I have an interview on Monday.', 'What do I need to bring to the interview?'],
  ])('%j after %j', (message, previous, resolved) => {
    expect(withInterviewTold(message, [previous])).toBe(resolved);
  });

  it('leaves it when no interview was told', () => {
    expect(withInterviewTold('Should I bring anything?', ['We are having a party on Saturday.'])).toBeNull();
  });
});

describe('"What\'s the difference between them?" just after two words asked about, one each', () => {
  it.each([
    [['How do I say "thought"?', "And 'though'?"], "What's the difference between them?", "What's the difference between 'thought' and 'though'?"],
    [["What does 'borrow' mean?", "What about 'lend'?"], 'Are they the same?', "What's the difference between 'borrow' and 'lend'?"],
  ])('after %j, %j is asked as %j', (earlier, message, asked) => {
    expect(withTwoWordsNamed(message, earlier)).toBe(asked);
  });

  it.each([
    [['I like my new job.', 'It is hard.'], "What's the difference between them?"],
    [["What does 'borrow' mean?"], 'Are they the same?'],
  ])('after %j, %j names no two words', (earlier, message) => {
    expect(withTwoWordsNamed(message, earlier)).toBeNull();
  });
});

describe('a part of the test asked about after the learner named IELTS', () => {
  it.each([
    ['What is the part 2 of the exam?', ['Can you help me to prepare for IELTS speaking?'], 'What is the part 2 of the exam in the IELTS speaking test?'],
    ['And what happens in part 3?', ['My IELTS is in May.', 'I am a bit nervous.'], 'And what happens in part 3 in the IELTS speaking test?'],
    ['Can I ask the examiner to repeat?', ['I take IELTS next month.'], 'Can I ask the examiner to repeat in the IELTS speaking test?'],
  ])('%j after %j is %j', (message, earlier, asked) => {
    expect(withIeltsTold(message, earlier)).toBe(asked);
  });

  it.each([
    // No IELTS named, IELTS named in the question itself, or no question about a part.
    ['What is the part 2 of the exam?', ['I have a driving exam tomorrow.']],
    ['What is part 2 of IELTS?', ['I study for IELTS.']],
    ['I liked part 2 of the film.', ['I study for IELTS.']],
    ['Which part of the city do you live in?', ['I study for IELTS.']],
  ])('%j after %j is left alone', (message, earlier) => {
    expect(withIeltsTold(message, earlier)).toBeNull();
  });

  it('is answered by any teacher, not dodged', async () => {
    const say = conversationWith('sophia');
    await say('Can you help me to prepare for IELTS speaking?');
    expect(await say('What is the part 2 of the exam?')).toMatch(/In Part 2 you get a cue card/);
  }, 20_000);
});
