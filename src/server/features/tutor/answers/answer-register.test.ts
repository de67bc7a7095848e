/** "Is it polite enough?" about the learner's own text: its tone, from the words that set it. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { toneNote } from './register-markers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

async function askAbout(slug: string, text: string, question: string): Promise<string> {
  const say = conversationWith(slug);
  await say(text);
  return say(question);
}

describe('how polite the learner’s text sounds', () => {
  it('judges the text sent before, not the tone wanted said after the question', async () => {
    const say = conversationWith('claire', 'Professional Emails');
    await say('Dear Mr Lee, the invoice is late again. Pay it today or we will stop the service.');
    const reply = await say('Is it too rude? I want to be polite but firm.');
    expect(reply).toMatch(/^It can sound a little rude, yes: it gives an order/);
    expect(reply).not.toMatch(/polite but firm/);
  });

  it("hears 'too formal' as a fault of too much formality, for whom it was asked", async () => {
    const say = conversationWith('claire', 'Professional Emails');
    await say('Dear Mr Brown, I would be grateful if you could send me the report. Kind regards, Ana');
    expect(await say('Is it too formal for a colleague?')).toMatch(/^It's on the formal side for a colleague: .*'Thanks!' to close/);
    const casual = conversationWith('claire', 'Professional Emails');
    await casual('hey tom, send me the file pls');
    expect(await casual('Is it too formal?')).toMatch(/^No, it isn't too formal/);
  });

  it("quotes the polite words and softens 'Can you'", async () => {
    const reply = await askAbout('claire', 'Dear Mr Smith, the heating in my flat is broken. Can you send someone to repair it? Thank you, Ana', 'is it polite enough?');
    expect(reply).toMatch(/^Mostly, yes: 'Dear Mr Smith' and 'Thank you' set a polite tone\./);
    expect(reply).toContain("'Could you...?'");
    expect(reply).not.toMatch(/not sure/i);
  }, 20_000);

  it('calls a message with no softening direct, and says what to use', async () => {
    const reply = await askAbout('ethan', 'We want a discount of ten percent. You must answer by Friday.', 'Does it sound polite?');
    expect(reply).toMatch(/^It's clear, but it may sound a little direct\./);
    expect(reply).toContain("'I would like...'");
    expect(reply).toContain("'you must'");
  }, 20_000);

  it("says an order is rude even with 'please' in it", async () => {
    const reply = await askAbout('claire', 'Dear Mr Smith, the heating does not work. Please you must repair it quickly. Regards, Ana', 'Is it too rude?');
    expect(reply).toMatch(/^It can sound a little rude, yes: it gives an order, even with 'Dear Mr Smith' and 'Please' in it\. 'Would it be possible to\.\.\.\?' asks where 'you must' orders/);
  }, 20_000);

  it('answers "too informal?" with yes and what to change', async () => {
    const reply = await askAbout('claire', 'Hey John, send me the report ASAP!! I need it for the meeting.', 'Is it too informal?');
    expect(reply).toMatch(/^A little, yes, for a formal message: use 'Dear\.\.\.' or 'Hello\.\.\.' rather than 'Hey'/);
  }, 20_000);

  it('answers "is it rude?" with no where only polite words are found', async () => {
    const reply = await askAbout('sophia', 'Hello Maria, could you please call me back when you have a moment? Many thanks, Tom', 'Is it rude?');
    expect(reply).toMatch(/^No, it doesn't sound rude: 'could you please', 'when you have a moment' and 'Many thanks' set a friendly, respectful tone\./);
  }, 20_000);

  it('judges a request quoted in the question itself, and agrees its verb with one polite phrase', async () => {
    const reply = await conversationWith('sophia')('Is "could you please clean the kitchen more often" too direct?');
    expect(reply).toMatch(/^No, it doesn't sound rude: 'could you please' sets a friendly, respectful tone\./);
  });

  it('says a quoted order or demand the polite way, with why, whichever way the question is put', async () => {
    const say = conversationWith('sophia');
    expect(await say('How do I say "send me the file" more politely?')).toMatch(/^More polite: 'Could you send me the file, please\?' A bare order sounds like a command/);
    expect(await conversationWith('sophia')('Is "I want a coffee" rude in a cafe?')).toMatch(/^It can sound a little rude, yes: it tells more than it asks\. Say 'I'd like a coffee, please\.' instead\./);
    expect(await conversationWith('sophia')("What's a more polite way to say 'I need the bill'?")).toMatch(/^More polite: 'Could I have the bill, please\?'/);
  }, 20_000);

  it('says the learner’s own last request the polite way when asked how to say it more politely', async () => {
    const say = conversationWith('ethan');
    await say('You must finish the slides today.');
    expect(await say('Is it polite?')).toMatch(/^Not quite: it tells more than it asks\. Say 'Could you finish the slides today, please\?' instead\./);
  }, 20_000);

  it('asks for the text when there is none yet', async () => {
    const say = conversationWith('sophia');
    expect(await say('is it polite enough?')).toMatch(/^Send me the text you'd like me to look at/);
  }, 20_000);
});

describe('an email the learner needs to write, to a named person', () => {
  it('goes straight to its first lines, then gets writing feedback with a word on tone, from any teacher', async () => {
    const say = conversationWith('ethan');
    expect(await say('I need to write an email to my boss to ask for a day off')).toMatch(/^Absolutely\. An email to your boss to ask for a day off\. Try your first two lines and I’ll look at them/);
    const feedback = await say('Hi boss, I want a day off on Friday because my sister is getting married. Thanks, Tom');
    expect(feedback).toMatch(/^Thank(?:s| you) for (?:sharing )?(?:your|this) email/);
    expect(feedback).toContain("On tone: 'I would like...' is more polite than 'I want...'.");
    expect(await say('is it ok?')).toMatch(/^Thank(?:s| you) for (?:sharing )?(?:your|this) email/);
  }, 30_000);
});

describe('the tone note', () => {
  it('names the first direct or informal word, and nothing for a polite text', () => {
    expect(toneNote('Hey John, send me the report ASAP!!')).toMatch(/^On tone: a request \('Could you send me\.\.\.\?'\)/);
    expect(toneNote('Dear Mr Smith, could you please call me back? Kind regards, Ana')).toBeNull();
  });
});


describe('how to make the learner’s text more polite or formal', () => {
  it('names the changes its own words call for, formal ones first when formal is asked', async () => {
    const reply = await askAbout('ethan', 'Hey John, send me the report ASAP. I want it today.', 'Can you make it more formal?');
    expect(reply).toMatch(/^A few changes would do it: 'Dear\.\.\.' or 'Hello\.\.\.' rather than 'Hey'/);
    expect(reply).toContain("rather than 'ASAP'");
  }, 20_000);

  it('still reads the text after "Is it too rude?" came between', async () => {
    const say = conversationWith('claire');
    await say('Dear Sir, the room was dirty and the staff were not friendly. I want a refund. Regards, Ana');
    await say('Is it too rude?');
    const reply = await say('How can I make it more polite?');
    expect(reply).toMatch(/^One change would do it: 'I would like\.\.\.' is more polite than 'I want\.\.\.'\. Keep 'Dear Sir': it already works\./);
  }, 20_000);

  it('gives the next step to a text with nothing to change', async () => {
    const reply = await askAbout('claire', 'Dear Ms Lee, could you please send me the timetable? Thank you for your help. Kind regards, Tom', 'How can I make it more polite?');
    expect(reply).toMatch(/^It already reads well: .+To go further, ask with 'I would be grateful if you could\.\.\.'/);
  }, 20_000);
});
