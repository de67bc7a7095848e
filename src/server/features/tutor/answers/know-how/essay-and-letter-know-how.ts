/**
 * Questions about the piece in hand that the writing coach used to dodge with "I'm not sure": what goes in
 * the last paragraph, how to bring in the other side of an argument. Data as in
 * teacher-know-how.ts: each topic with the questions it must answer and those it must leave alone, run as tests.
 */
import type { KnowHowTopic } from './know-how-topic';

export const ESSAY_AND_LETTER_KNOW_HOW: readonly KnowHowTopic[] = [
  {
    id: 'last-paragraph',
    asked: /\b(?:what|how) (?:should|do|can|could|must) i (?:write|put|say|include)\b[^?]*\b(?:last|final|closing) paragraph\b|\bwhat (?:goes|should go|comes) in (?:the|my|a) (?:last|final|closing) paragraph\b/i,
    answer: "The last paragraph closes the piece and looks forward. In a cover letter, say again in one sentence why you fit the role, thank the reader, and ask to meet: I would welcome the chance to discuss how I could help your team. In an email, give the next step and when, such as Could you let me know by Friday?, then sign off. In an essay, it is your conclusion: your view in new words and a final thought. Two or three sentences are enough.",
    followUp: 'Write your last paragraph in two or three sentences, and I will look at it.',
    examples: ['What should I write in the last paragraph?', 'What do I put in the final paragraph?', 'How should I write the last paragraph of my email?', 'What goes in the closing paragraph?'],
    counterExamples: ['Can you check my last paragraph?', 'Is my last paragraph too long?', 'What did I write in the first paragraph?'],
  },
  {
    id: 'opposite-view',
    asked: /\b(?:opposite|opposing) (?:view|side|opinion|point of view|argument)s?\b|\bcounter[- ]?arguments?\b|\bother (?:view|side|opinion|point of view)s?\b(?=[^?]*\b(?:essay|paragraph|write|writing|argument|introduce|start)\b)/i,
    answer: "Open the paragraph with a phrase that hands the floor to the other side, such as On the other hand, some people argue that, Critics of this idea believe that, or It is often said that. Give their best reason fairly, with an example, then answer it, starting with However or While this is true. A fair look at the other side makes your own argument stronger, not weaker.",
    followUp: 'Try it: one sentence giving the other view on your topic, and one answering it with However.',
    examples: ['How can I start a paragraph with the opposite view?', 'How do I write a counter-argument?', 'Should I mention the opposite opinion in my essay?', 'How do I introduce the other side in an essay?'],
    counterExamples: ['What is the opposite of cheap?', 'Which side of the road do you drive on?', 'Do you have another opinion?'],
  },
];
