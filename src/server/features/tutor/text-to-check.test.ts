import { beforeAll, describe, expect, it } from 'vitest';
import { isTextToLookAt, letterDraft, letterLines, LETTER_LINES_EXAMPLES, NOT_LETTER_LINES, NOT_A_TEXT_TO_LOOK_AT, TEXT_TO_LOOK_AT_EXAMPLES, LINES_INVITATION, NOT_TEXT_TO_CHECK, paragraphForWritingTeacher, QUOTED_TEXT_TO_CHECK_EXAMPLES, TEXT_TO_CHECK_EXAMPLES, textAfterInvitation, textToCheck, wholeEmail } from './text-to-check';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from './tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a text pasted into the chat to be checked', () => {
  it.each(TEXT_TO_CHECK_EXAMPLES)('reads the text after the request in %j', (message) => {
    const text = textToCheck(message)!;
    expect(text).not.toBeNull();
    expect(message.endsWith(text)).toBe(true);
    expect(text).not.toMatch(/^(?:can|please)/i);
  });

  it.each(QUOTED_TEXT_TO_CHECK_EXAMPLES)('reads the quoted text after a request that follows a sentence of its own in %j', (message, text) => {
    expect(textToCheck(message)).toBe(text);
  });

  it.each(NOT_TEXT_TO_CHECK)('leaves %j to the conversation', (message) => {
    expect(textToCheck(message)).toBeNull();
  });

  it('answers it as Writing would, not as an email question or a chat about work', async () => {
    const reply = await askTutor({ slug: 'claire', messages: [{ role: 'user', content: TEXT_TO_CHECK_EXAMPLES[0]! }] });
    expect(reply).toMatch(/3 sentences in 1 paragraph/);
    expect(reply).not.toMatch(/To close, put your request|achievement/);
  });
});

describe('a text after the teacher asked for one', () => {
  const linesAsked = `Who are you writing to? ${LINES_INVITATION}.`;
  it('reads a first try at an email’s lines as a text, however short', () => {
    expect(textAfterInvitation('Dear Mr Brown, the heater in my flat is broken.', linesAsked)).toBe('Dear Mr Brown, the heater in my flat is broken.');
  });
  it('reads a draft sent after the offer to write it together as a text to look at', async () => {
    const offer = await askTutor({ slug: 'claire', messages: [{ role: 'user', content: 'Can you help me write a paragraph about my hometown?' }] });
    const draft = 'My hometown is a big city in the south. There is many beaches and the food are very good. I like to walk near the sea in the evening.';
    expect(textAfterInvitation(draft, offer)).toBe(draft);
    expect(textAfterInvitation('It is for my English class.', offer)).toBeNull();
    const reply = await askTutor({ slug: 'claire', messages: [{ role: 'user', content: 'Can you help me write a paragraph about my hometown?' }, { role: 'assistant', content: offer }, { role: 'user', content: draft }] });
    expect(reply).toMatch(/3 sentences in 1 paragraph/);
  });
  it('leaves a question, or a message with no invitation before it, as it is', () => {
    expect(textAfterInvitation('Thanks! How do I end the email, and what do I write?', linesAsked)).toBeNull();
    // A question first, with the lines it asks about after it as an example: the question is what to answer.
    expect(textAfterInvitation('Is "I want" rude in an email? For example "I want to inform you that the shipment is late."', linesAsked)).toBeNull();
    expect(textAfterInvitation('Dear Mr Brown, the heater in my flat is broken.', 'What do you do?')).toBeNull();
  });
});

describe('a paragraph written to the writing teacher', () => {
  const PARAGRAPH = 'Nowadays technology is very important in our life. Many people use their phones every day and they cannot live without them. In my opinion technology has advantages and disadvantages.';

  it('is writing to look at, for her only', () => {
    expect(paragraphForWritingTeacher(PARAGRAPH, 'writing')).toBe(PARAGRAPH);
    expect(paragraphForWritingTeacher(PARAGRAPH, 'conversation')).toBeNull();
  });

  it.each(['I think technology is important. It helps us.', `${PARAGRAPH} What do you think?`, 'I like it.'])('is not %j: too short, or a question', (message) => {
    expect(paragraphForWritingTeacher(message, 'writing')).toBeNull();
  });

  it('gets her writing feedback, not a discussion question', async () => {
    const say = conversationWith('claire');
    await say('I need to write an essay about technology');
    const reply = await say(PARAGRAPH);
    expect(reply).toMatch(/3 sentences in 1 paragraph/);
    expect(reply).toMatch(/\btechnology\b/);
    expect(reply).not.toMatch(/nowadays technology/i);
  }, 20_000);
});

describe("a letter's first lines written to the writing teacher", () => {
  const DRAFT = 'Dear Sir, I am writing to apply for the position of receptionist in your hotel. I have worked in two hotels during four years.';

  it('is a draft to look at, for her only', () => {
    expect(letterDraft(DRAFT, 'writing', 'Claire')).toBe(DRAFT);
    expect(letterDraft('To whom it may concern, I would like to complain about the noise from the building site next to our flat.', 'writing', 'Claire')).not.toBeNull();
    expect(letterDraft(DRAFT, 'conversation', 'Sophia')).toBeNull();
  });

  it.each([
    'Hi John, I need the report ASAP. Send it to me today. Thanks',
    'Hello Maria, the meeting is moved to Friday. Please tell the team. Best',
    'Dear team, the office is closed tomorrow. Regards',
  ])('is a short email signed off without a name: %j', (message) => {
    expect(letterDraft(message, 'writing', 'Claire Dubois')).toBe(message);
  });

  it.each([
    'Dear Claire, I want to ask you something about the essay I wrote for my university course.', // to her
    'Dear teacher, thank you so much for your help with my writing this week, it was really useful.',
    'Dear Sir, I am writing to ask about the job. Is this a good first line for my letter?', // a question
    'Dear Sir, I am writing to apply.', // too short to look at as a draft
    'Hi Claire, I wrote my email again. Thanks', // to her
    'Hello Ms Claire, I finished my homework. Here is the email. Thanks', // to her, with a title
    'Hi again, I changed the second paragraph like you said. It is shorter now. Thanks', // to her
    'Hi John, thanks', // no sentence before the sign-off
    'Hello, can you help me? Thanks', // no one greeted
  ])('is not %j', (message) => {
    expect(letterDraft(message, 'writing', 'Claire Dubois')).toBeNull();
  });

  it('gets her writing feedback, with the slip asked about, not a chat about the place', async () => {
    const say = conversationWith('claire');
    await say('Hi Claire, I need to write a cover letter. Can you help?');
    const reply = await say(DRAFT);
    expect(reply).toMatch(/^Thank you for sharing your (?:email|letter|writing)/);
    expect(reply).toMatch(/'for four years'|'worked in two hotels for four years'/);
  }, 20_000);
});

describe('a whole email pasted with no request', () => {
  it.each([
    'Dear Ms Lee, could you please send me the timetable? Thank you for your help. Kind regards, Tom',
    'Hi Sam, the meeting moved to Friday at ten. Can you tell the others? Thanks, Priya',
  ])('is writing to look at: %j', (message) => {
    expect(wholeEmail(message)).toBe(message);
  });

  it.each([
    'How do I end an email? Kind regards, or Best wishes?',
    'Dear Sir, thanks, Tom', // too short to be more than a greeting
    'I always write Dear Sir, then my question, then Kind regards, but my boss says it is old-fashioned.',
  ])('is not: %j', (message) => {
    expect(wholeEmail(message)).toBeNull();
  });

  it('gets writing feedback, not advice on sign-offs', async () => {
    const reply = await conversationWith('claire')('Dear Ms Lee, could you please send me the timetable? Thank you for your help. Kind regards, Tom');
    expect(reply).toMatch(/^Thank(?:s| you) for (?:sharing your|this) email/);
  }, 20_000);
});

describe('what is a text to look at, sent to Writing', () => {
  it.each(TEXT_TO_LOOK_AT_EXAMPLES)('%j is', (message) => expect(isTextToLookAt(message)).toBe(true));
  it.each(NOT_A_TEXT_TO_LOOK_AT)('%j is a question or a remark', (message) => expect(isTextToLookAt(message)).toBe(false));
  it('takes thanks after the lines invitation for thanks, and lines for lines', () => {
    const invitation = `Good. ${LINES_INVITATION}`;
    expect(textAfterInvitation('thank you so much, you help me a lot!', invitation)).toBeNull();
    expect(textAfterInvitation('Dear Mr Brown, thank you for your quick answer about the flat.', invitation)).not.toBeNull();
    // An email's first line that thanks its reader is the learner's text.
    expect(textAfterInvitation('Thank you for your email about the job, I am very interested in the position and would like to know more', invitation)).not.toBeNull();
  });
});

describe("a letter's lines sent to the writing teacher without their salutation", () => {
  it.each(LETTER_LINES_EXAMPLES)('%j is writing to look at, for her only', (message) => {
    expect(letterLines(message, 'writing')).toBe(message);
    expect(letterLines(message, 'interview')).toBeNull();
  });
  it.each(NOT_LETTER_LINES)('%j is not: thanks to her, one line, or a question', (message) => {
    expect(letterLines(message, 'writing')).toBeNull();
  });

  it('gets her writing feedback, not "You are very welcome"', async () => {
    const say = conversationWith('claire', 'Cover Letters');
    const reply = await say(LETTER_LINES_EXAMPLES[0]!);
    expect(reply).not.toMatch(/welcome\.|My pleasure/);
    expect(reply).toMatch(/slips|sentences/);
  });
});
