/** "Can you help me with my essay?": what the learner wants help with, and the teacher's yes and first step. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../lib/language-model';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { findHelpRequest, HELP_TOPICS, WRITE_IT_FOR_ME } from './help-requests';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('what a help request is about', () => {
  for (const topic of HELP_TOPICS) {
    for (const example of topic.examples) it(`${topic.kind}: "Can you help me with ${example}?"`, () => expect(findHelpRequest(`Can you help me with ${example}?`)?.kind).toBe(topic.kind));
  }
  it.each([
    ['Could you help me with my trip to London, please?', 'other', 'my trip to London'],
    ['I need help with my essay.', 'text', 'my essay'],
    ['Can you check my cover letter?', 'text', 'my cover letter'],
    ['Can you correct my text please?', 'text', 'my text'],
    ['¿Puedes corregir mi texto, por favor?', 'text', 'mi texto'],
    ['¿Me puedes ayudar con mi ensayo?', 'text', 'mi ensayo'],
    ['Can you help me?', 'language', ''],
    // The text pointed at, not named: the learner's last message when it was one (answer-help-request.ts).
    ['Can you check it please?', 'text', 'it'],
    ['Ok, could you correct this for me?', 'text', 'this'],
    ['¿Puedes corregirlo?', 'text', 'lo'],
    ['¿Me lo puedes revisar?', 'text', ''],
  ])('"%s" is %s help with "%s"', (message, kind, about) => {
    expect(findHelpRequest(message)).toEqual({ kind, about });
  });
  it.each(['I help my mother with the cooking.', 'She helped me with my homework yesterday.'])('"%s" asks for no help', (message) => {
    expect(findHelpRequest(message)).toBeNull();
  });
});

describe('which answer takes it', () => {
  it.each([
    ['claire', 'Can you help me with my essay?', 'help-request'],
    ['ethan', 'Can you help me write an email to my boss?', 'help-request'],
    ['daniel', 'Can you help me prepare for my interview?', 'interview-tip'],
    ['oliver', 'Can you help me with IELTS speaking?', 'ielts-format'],
    ['sophia', 'Can you check my level?', 'level'],
    ['sophia', 'Can you check my pronunciation?', 'pronunciation-check'],
    ['sophia', 'Can you check my answer?', 'answer-feedback'],
    // A request with its text after it is the text checked, not a request to paste it.
    ['sophia', 'Can you correct my text please?', 'help-request'],
    ['lucia', '¿Puedes corregir mi texto, por favor?', 'help-request'],
    ['sophia', 'Can you check my essay? Yesterday I go to the park with my friend.', 'is-correct'],
  ])('%s: "%s" is %s', (slug, message, kind) => {
    expect(detectQuestion(message, teacherFor(slug))?.kind).toBe(kind);
  });
});

describe("the teacher's answer", () => {
  it('checks the text the learner sent just before asking, rather than asking for it again', async () => {
    const text = 'Last weekend I go to the beach with my friends and we swimmed in the sea, and in the evening we eat a lot of ice cream.';
    for (const [slug, request] of [['claire', 'Can you check my text?'], ['sophia', 'Can you check it please?'], ['ethan', 'Could you correct this for me?']] as const) {
      const talk = conversationWith(slug);
      await talk(text);
      const reply = await talk(request);
      expect(reply, `${slug}: ${request}`).not.toMatch(/Paste it/);
      expect(reply, `${slug}: ${request}`).toMatch(/'I went'|'we swam'/);
    }
  });

  it('asks for the text when none came before, or the one before was a short remark', async () => {
    expect(await askTutor({ slug: 'claire', messages: [{ role: 'user', content: 'Can you check it please?' }] })).toMatch(/Paste it in your next message/);
    const talk = conversationWith('claire');
    await talk('Hello, I am fine.');
    expect(await talk('Can you check my essay?')).toMatch(/Paste it in your next message/);
  });

  it('asks for the text, and reads the next message as that text', async () => {
    const messages: ChatMessage[] = [{ role: 'user', content: 'Hello Claire, can you help me with my essay?' }];
    const invitation = await askTutor({ slug: 'claire', messages });
    expect(invitation).toMatch(/^Of course\. Paste it in your next message/);
    messages.push({ role: 'assistant', content: invitation }, { role: 'user', content: 'Some people think that technology makes us more lonely. I agree with this opinion because people use their phones all the time.' });
    expect(await askTutor({ slug: 'claire', messages })).toMatch(/2 sentences in 1 paragraph/);
  });

  it('offers to write a text still to be written together, asking only what it was not told', async () => {
    expect(await askTutor({ slug: 'ethan', messages: [{ role: 'user', content: 'Can you help me write an email?' }] })).toBe("Absolutely. Tell me who it is for and what you need to say, and we'll write it together, starting with the first two lines.");
    expect(await askTutor({ slug: 'ethan', messages: [{ role: 'user', content: 'Can you help me write an email to my boss?' }] })).toBe('Absolutely. An email to your boss: what do you need to say in it?');
  });

  it('says back what the learner named, in the second person', async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'Can you help me with my trip to London?' }] })).toBe('Sure! Tell me a little more about your trip to London: what do you need to say or write?');
  });

  it('points a pronunciation request to a word, a sound and the pronunciation check', async () => {
    const reply = await askTutor({ slug: 'maya', messages: [{ role: 'user', content: 'Can you help me with my pronunciation?' }] });
    expect(reply).toMatch(/Pronunciation check/);
    expect(reply).toMatch(/Which word or sound is hardest for you\?$/);
  });
});

describe('a text asked to be written for the learner', () => {
  it.each(['Can you write me an email for this?', 'Could you write it for me?', 'Can you draft a reply to him, please?'])('%j is written together', (message) => {
    expect(WRITE_IT_FOR_ME.test(message)).toBe(true);
    expect(findHelpRequest(message)).toEqual({ kind: 'text', about: 'write it' });
  });

  it.each(['Can you write faster?', 'Can you write your name?', 'I write emails every day.'])('%j is not', (message) => {
    expect(WRITE_IT_FOR_ME.test(message)).toBe(false);
  });

  it('after the situation was told, gives that situation’s lines and asks for the first two', async () => {
    const say = conversationWith('ethan');
    await say('I have a meeting with a client tomorrow and I must say no to his request.');
    await say('He wants a discount of 30 percent but we can give only 10.');
    const reply = await say('Can you write me an email for this?');
    expect(reply).toMatch(/Let's write it together: the words stick better when they're yours\. Lines that fit: 'I'm afraid we can't do that by Friday/);
    expect(reply).toContain('Try your first two lines');
  }, 20_000);

  it('after the text and who it is for were named, writes it together with how such a text goes, then reads "start it" as the email', async () => {
    const say = conversationWith('claire');
    await say('Can you help me write a complaint email to my landlord?');
    await say("The heating in my flat hasn't worked for two weeks and he doesn't answer my calls.");
    const reply = await say('Can you write it for me?');
    expect(reply).toMatch(/Let's write it together: the words stick better when they're yours\. For a complaint email to your landlord: say politely what happened/);
    expect(reply).not.toMatch(/Tell me who it is for/);
    expect(await say('How should I start it?')).toMatch(/Dear Ms Brown/);
  }, 20_000);
});

describe('a text whose reader is named but not its purpose', () => {
  it('asks only what it must say, then writes it together, and reads lines that open with a greeting as the text', async () => {
    const say = conversationWith('claire');
    expect(await say('Can you help me write an email to my teacher?')).toMatch(/An email to your teacher: what do you need to say in it\?$/);
    expect(await say('I was sick and I missed the exam.')).toMatch(/Let's write it together: .*Start with 'Dear' and their name.* Try your first two lines/);
    expect(await say('Dear Mr Brown, I am writing because I was sick on Monday and I missed the exam. Could I take it another day?')).toMatch(/Thanks for this email|sentences? in 1 paragraph/);
  }, 30_000);
});

describe('"Can you help me?" after saying what must be written', () => {
  it('is help with that text: an essay is planned from its question', async () => {
    const reply = await conversationWith('claire')('I have to write an essay about social media. Can you help me?');
    expect(reply).toMatch(/What is the essay question\? Tell me your answer to it in one sentence/);
  }, 20_000);

  it('an email with who and why told goes to its first lines', async () => {
    const reply = await conversationWith('ethan')('I need to write an email to my boss to ask for a day off. Can you help me?');
    expect(reply).toMatch(/An email to your boss to ask for a day off\. Try your first two lines/);
  }, 20_000);

  it('help with a situation of ours gets its phrases and a role-play', async () => {
    const reply = await conversationWith('sophia')('Can you help me to prepare a small talk for a party?');
    expect(reply).toMatch(/Try 'Hi, I don't think we've met\. I'm\.\.\.'.*I'll be someone new at a party/);
    expect(await conversationWith('sophia')('Can you help me with my presentation?')).toMatch(/Tell me a little more about your presentation/);
  }, 20_000);
});

describe('"Can you help me?" just after telling of something to come', () => {
  it.each([
    ['sophia', ['I have a job interview tomorrow!', "It's for a bank."], /^\S+ Let's practise it now: I'll be the interviewer\b.*tell me about yourself/],
    ['ethan', ['I have a presentation on Monday.'], /^\S+ Let's work on it now: tell me what your presentation is about/],
    ['sophia', ['My speaking exam is next week.'], /^\S+ Let's practise for it now/],
  ])('%s, after %j, helps with that', async (slug, earlier, answer) => {
    const say = conversationWith(slug);
    for (const message of earlier) await say(message);
    expect(await say('Can you help me?')).toMatch(answer);
  });

  it('is the usual offer with nothing told before, after a question about it, or after "my speech"', async () => {
    expect(await conversationWith('sophia')('Can you help me?')).toMatch(/That's what I'm here for/);
    const asked = conversationWith('sophia');
    await asked('What is a job interview like in England?');
    expect(await asked('Can you help me?')).not.toMatch(/interviewer/);
    const speaks = conversationWith('sophia');
    await speaks('I want to improve my speech.');
    expect(await speaks('Can you help me?')).not.toMatch(/presentation/);
  });
});
