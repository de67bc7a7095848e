import { beforeAll, describe, expect, it } from 'vitest';
import { wasAlreadyAsked } from '../read-conversation';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { questionAsksAbout, questionsIn, topicAlreadyAsked } from './question-topics';
import { asksForKnownFact, readLearnerFacts } from './learner-facts';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('question topics', () => {
  it.each([
    ['What is a normal day like for you as a nurse?', 'routine'],
    ['What does a normal working or study day look like for you?', 'routine'],
    ['Can you describe a typical day at your school?', 'routine'],
    ['What is your daily routine?', 'routine'],
    ['¿Cómo es un día normal para ti?', 'routine'],
    ['Where do you live now?', 'city'],
    ['To begin, could you tell me your full name and where you are from?', 'name'],
    ['Which role are you preparing for, and what draws you to it?', 'role'],
    ['What are you studying?', 'studies'],
    ['¿Qué estudias? (What do you study?)', 'studies'],
    ['¿A qué hora te levantas? (What time do you get up?)', 'waking'],
    ['What time do you usually wake up?', 'waking'],
    ['¿Cómo se llama tu mejor amigo? (What is your best friend called?)', 'friend-name'],
  ] as const)('reads %j as asking about %s', (question, topic) => {
    expect(questionAsksAbout(question)).toBe(topic);
  });

  it.each([
    'What was the best day of your life?',
    'What do you do on a day off?',
    'How was your day today?',
    'What would a perfect weekend look like?',
    // Built on what they study, not asking it.
    '¿Por qué estudias medicina? (Why did you choose that subject?)',
    'What is the hardest part of your studies?',
  ])('reads no topic in %j', (question) => {
    expect(questionAsksAbout(question)).toBeNull();
  });

  it.each([
    ['Me levanto a las siete de la mañana.', '¿A qué hora te levantas? (What time do you get up?)'],
    ['I usually get up at six.', 'What time do you wake up?'],
    ['Mi mejor amiga se llama Sarah.', '¿Cómo se llama tu mejor amigo? (What is your best friend called?)'],
    ['Hola, me llamo Emma. Soy estudiante en la universidad de Michigan.', '¿Estudias o trabajas? (Do you study or work?)'],
  ])('after %j, does not ask %j', (told, question) => {
    expect(asksForKnownFact(question, readLearnerFacts([told]))).toBe(true);
  });

  it('does not ask for the opening or the close of an email the learner already wrote with them', () => {
    const email = 'Dear Ms Park, I am writing to ask about the job advertised on your website. Could you tell me if it is still open? Kind regards, Ana';
    expect(asksForKnownFact('Could you write the first sentence of the email, stating its purpose clearly?', readLearnerFacts([email]))).toBe(true);
    expect(asksForKnownFact('How would you close the email politely with a clear request?', readLearnerFacts([email]))).toBe(true);
    expect(asksForKnownFact('Could you write the first sentence of the email, stating its purpose clearly?', readLearnerFacts(['I need to write an email to my landlord.']))).toBe(false);
  });

  it('still asks them where nothing was told', () => {
    for (const question of ['¿A qué hora te levantas?', '¿Cómo se llama tu mejor amigo?', '¿Estudias o trabajas?']) expect(asksForKnownFact(question, readLearnerFacts(['Me gusta la música.']))).toBe(false);
    expect(asksForKnownFact('What time do you get up?', readLearnerFacts(['I wake up at night a lot.']))).toBe(false);
    expect(asksForKnownFact("What's your best friend's name?", readLearnerFacts(['My best friend is very kind.']))).toBe(false);
    expect(asksForKnownFact('¿Estudias o trabajas?', readLearnerFacts(['Ya no soy estudiante.']))).toBe(false);
    // A student told is still asked what they study.
    expect(asksForKnownFact('¿Qué estudias? (What do you study?)', readLearnerFacts(['Soy estudiante en la universidad.']))).toBe(false);
  });

  it('does not ask back whether they have children once they said so', () => {
    expect(questionAsksAbout('What about you? Do you have children?')).toBe('family');
    expect(asksForKnownFact('What about you? Do you have children?', readLearnerFacts(['I have two kids.']))).toBe(true);
    expect(asksForKnownFact('What about you? Do you have children?', readLearnerFacts(['I work in a bank.']))).toBe(false);
  });

  it('does not ask why they take the exam, or whether they took it before, once they said it', () => {
    const why = 'Why are you taking IELTS: for study, for work or to move abroad?';
    const before = 'Have you taken IELTS before?';
    expect(questionAsksAbout(why)).toBe('exam-reason');
    expect(questionAsksAbout(before)).toBe('exam-before');
    for (const told of ['I need band 7 for work in UK.', 'I need IELTS to study in Canada.', 'My target is 6.5 for my master\'s in Leeds.']) {
      expect(asksForKnownFact(why, readLearnerFacts([told]))).toBe(true);
    }
    for (const told of ['Last time I got 6.0 in speaking.', 'I took IELTS in 2023 and got 6.', 'I failed the test twice.']) {
      expect(asksForKnownFact(before, readLearnerFacts([told]))).toBe(true);
    }
    for (const other of ['I need band 7.', 'My IELTS test is next month.', 'I work in a bank.']) {
      expect(asksForKnownFact(why, readLearnerFacts([other]))).toBe(false);
      expect(asksForKnownFact(before, readLearnerFacts([other]))).toBe(false);
    }
  });

  it('does not ask the score the learner aims for once they said it', () => {
    const band = 'Which band are you aiming for in speaking?';
    expect(questionAsksAbout(band)).toBe('target');
    expect(questionAsksAbout('What score do you need?')).toBe('target');
    for (const told of ['I need band 7 for my university in Australia.', 'My target is 6.5 overall.', "I'm aiming for 100 points in the TOEFL.", 'i want get 7 in ielts']) {
      expect(asksForKnownFact(band, readLearnerFacts([told]))).toBe(true);
    }
    for (const other of ['I need 2 eggs for the cake.', 'I need a new phone.', 'My IELTS test is next month.', 'I got band 6 last time.']) {
      expect(asksForKnownFact(band, readLearnerFacts([other]))).toBe(false);
    }
  });

  it('does not ask an interviewee for the strength or the weakness they just told', () => {
    const strength = 'What would you say is your greatest strength?';
    const weakness = 'What is a weakness you are actively working on?';
    expect(asksForKnownFact(strength, readLearnerFacts(['My greatest strength is that I stay calm under pressure.']))).toBe(true);
    expect(asksForKnownFact(weakness, readLearnerFacts(['My biggest weakness is public speaking.']))).toBe(true);
    expect(asksForKnownFact(strength, readLearnerFacts(['I work as a nurse.']))).toBe(false);
    // What to do about it, or an example of it, is still asked.
    expect(questionAsksAbout('What steps have you taken to improve that weakness?')).toBeNull();
    expect(questionAsksAbout('Can you give me an example that proves that strength?')).toBeNull();
  });

  it('does not ask which role the interview is for once the learner said it', () => {
    const role = 'Which role are you preparing for, and what draws you to it?';
    expect(asksForKnownFact(role, readLearnerFacts(['I have an interview for a software developer position']))).toBe(true);
    expect(asksForKnownFact(role, readLearnerFacts(['I am applying for a nurse job at the hospital']))).toBe(true);
    expect(asksForKnownFact(role, readLearnerFacts(['I have an interview next week']))).toBe(false);
    // The job told on its own after the interview came up ('It's for a...').
    expect(asksForKnownFact(role, readLearnerFacts(['I have an interview next week', "It's for a junior marketing assistant at a cosmetics company."]))).toBe(true);
  });

  it('finds the questions of a message, not its statements', () => {
    expect(questionsIn('Being an engineer is important work. What is a normal day like for you? Tell me.')).toEqual(['What is a normal day like for you?']);
    expect(questionsIn('Great, thanks!')).toEqual([]);
  });

  it('counts a question on a topic asked in other words as already asked', () => {
    const earlier = ['Being an engineer is such important work. What is a normal day like for you as an engineer?'];
    expect(topicAlreadyAsked('What does a normal working or study day look like for you?', earlier)).toBe(true);
    expect(wasAlreadyAsked('What does a normal working or study day look like for you?', earlier)).toBe(true);
  });

  it('does not count a topic the teacher only mentioned, or another topic', () => {
    expect(topicAlreadyAsked('What is your daily routine?', ['A normal day for me starts with coffee. What do you like to drink?'])).toBe(false);
    expect(wasAlreadyAsked('Where do you live now?', ['What is a normal day like for you?'])).toBe(false);
  });
});

describe('a conversation', () => {
  it('does not ask about a normal day again after the learner answered it', async () => {
    const say = conversationWith('sophia');
    await say("Hi Sophia! I'm Mei, I'm from Taiwan.");
    expect(await say('I work as an engineer in a small company. I design chips.')).toMatch(/normal day/);
    expect(await say("Yes, it's interesting but very busy. I often work until nine.")).not.toMatch(/normal|typical|day look like/);
  });
});
