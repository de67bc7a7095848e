/** "How was my answer?": feedback on the learner's answer before the question, from what the tutor can vouch for. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../lib/language-model';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const CUE_CARD = 'Certainly. Describe a place you like to visit, and you should say where it is, when you go there, who you go with, and explain why you like it.';

/** The teacher's question, the learner's answer, the teacher's reply, then the learner's request for feedback. */
function askAfter(slug: string, question: string, answer: string, request: string): Promise<string> {
  const messages: ChatMessage[] = [
    { role: 'assistant', content: question },
    { role: 'user', content: answer },
    { role: 'assistant', content: 'Thank you. What do you usually do at the weekend?' },
    { role: 'user', content: request },
  ];
  return askTutor({ slug, messages });
}

describe('asking for feedback on an answer', () => {
  it.each([
    ['sophia', 'Did I make any mistakes?'],
    ['sophia', 'How was my answer?'],
    ['ethan', 'How did I do?'],
    ['ethan', 'Can you give me some feedback?'],
    ['lucia', '¿Estuvo bien mi respuesta?'],
  ])('is told from other questions (%s: "%s")', (slug, request) => {
    expect(detectQuestion(request, teacherFor(slug))?.kind).toBe('answer-feedback');
  });

  it.each([
    ['daniel', 'Can you give me feedback on this: I always finish my work on time because I plan every week carefully.', /^Strengths: /],
    ['sophia', 'Can you give me feedback on this: "Last weekend I visit my grandmother and we cook together."', /'I visited'/],
  ])('%s judges the answer given with the request itself: %j', async (slug, request, feedback) => {
    const reply = await askTutor({ slug, messages: [{ role: 'assistant', content: 'What is your greatest strength?' }, { role: 'user', content: request }] });
    expect(reply).toMatch(feedback);
    expect(reply).not.toMatch(/Answer my question first/);
  });

  it('a band or a score asked of the writing mentor: what a band weighs, or why no number, then the feedback on the text', async () => {
    const essay = 'Some people think that governments should spend more money on public transport. In my opinion, this is a good idea because it reduces traffic and pollution in big cities.';
    expect(detectQuestion('What band would this get in IELTS writing?', teacherFor('claire'))?.kind).toBe('answer-feedback');
    expect(await askAfter('claire', 'Could you write an opinion paragraph?', essay, 'What band would this get in IELTS writing?')).toMatch(/^I won't guess a band from one text: an IELTS writing band weighs .* Here is how yours reads on those\. \S/);
    expect(await askAfter('claire', 'Could you write an opinion paragraph?', essay, 'What score would you give it out of 10?')).toMatch(/^I won't put a number on it: .* so here is that\. \S/);
  });

  it('reads "What do you think?" sent alone to the writing mentor as a request for feedback, and only there', () => {
    expect(detectQuestion('What do you think?', teacherFor('claire'))?.kind).toBe('answer-feedback');
    expect(detectQuestion('I think cities are too noisy. What do you think?', teacherFor('claire'))?.kind).not.toBe('answer-feedback');
    expect(detectQuestion('What do you think?', teacherFor('sophia'))?.kind).not.toBe('answer-feedback');
  });

  it('leaves "How did I do?" to Oliver\'s band estimate', () => {
    expect(detectQuestion('How did I do?', teacherFor('oliver'))?.kind).toBe('band-score');
  });

  it('names the slip in the answer and says it is short, then asks for it again', async () => {
    const reply = await askAfter('sophia', 'What did you do yesterday?', 'I goes to the park yesterday with my friends.', 'How was my answer?');
    expect(reply).toMatch(/'I went'/);
    expect(reply).toMatch(/only 9 words/);
    expect(reply).toMatch(/say your answer again/);
  });

  it('names only the slips when asked about mistakes, not the length', async () => {
    const reply = await askAfter('sophia', 'What did you do yesterday?', 'I goes to the park yesterday with my friends.', 'Did I make any mistakes?');
    expect(reply).toMatch(/'I went'/);
    expect(reply).not.toMatch(/words/);
  });

  it('asks about every slip a family that may only ask found in the answer, in one question', async () => {
    const answer = 'Last summer I have visited Rome with my cousin. There was many fountains and we eated pizza every day.';
    const reply = await askAfter('oliver', 'Describe a city you visited, and you should say where it is, when you went there, who you went with, and explain why you liked it.', answer, 'What mistakes I made?');
    expect(reply).toMatch(/'I have visited' or 'I visited'/);
    expect(reply).toMatch(/'we eated' or 'we ate'/);
    expect(reply.match(/Something to think about|A question to think about/g)).toHaveLength(1);
  });

  it('does not invent a slip in a clean, full answer, and goes on to a new question', async () => {
    const answer = 'Last weekend I visited my grandparents in the countryside. We cooked a big lunch together, walked along the river in the afternoon and talked about the old days. In the evening my grandfather showed me photos of his first car, which made everyone laugh.';
    const reply = await askAfter('sophia', 'What did you do last weekend?', answer, 'How was my answer?');
    expect(reply).toMatch(/any slips I'm sure of/);
    expect(reply).toMatch(/full, detailed answer/);
    expect(reply).not.toMatch(/say your answer again/);
    expect(reply).toMatch(/\?$/);
  });

  it('holds a Part 2 answer to the long turn the cue card asks for', async () => {
    const reply = await askAfter('oliver', CUE_CARD, 'I like to visit the beach near my town because it is quiet and beautiful.', 'How was my answer?');
    expect(reply).toMatch(/In Part 2 you speak for one to two minutes, and this answer was 15 words/);
  });

  it("gives Daniel's interview feedback and Claire's writing feedback on the answer", async () => {
    const daniel = await askAfter('daniel', 'What is your biggest weakness?', 'My weakness is that I say yes to every request.', 'Is that a good answer?');
    expect(daniel).toMatch(/^Strengths: /);
    expect(daniel).toMatch(/STAR/);
    const claire = await askAfter('claire', 'What is your essay about?', 'Some people think that technology makes us lonely. I agree with this opinion.', 'Is my introduction good?');
    expect(claire).toMatch(/2 sentences in 1 paragraph/);
  });

  it('asks for an answer first when there is none to judge, and repeats the question', async () => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'assistant', content: 'Hello! What did you cook for dinner yesterday?' }, { role: 'user', content: 'How was my answer?' }] });
    expect(reply).toBe('Answer my question first, and then ask me again: I will tell you what worked and what to work on. What did you cook for dinner yesterday?');
  });

  it('gives Lucía\'s feedback with the English in parentheses', async () => {
    const reply = await askAfter('lucia', '¿Qué hiciste ayer?', 'Ayer fui a la playa con mi amigos.', '¿Estuvo bien mi respuesta?');
    expect(reply).toMatch(/^Vamos a ver\. \(Watch one slip: say 'con mis' rather than 'con mi'\./);
  });
});
