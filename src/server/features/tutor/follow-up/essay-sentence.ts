/**
 * A sentence of an essay sent to the writing coach on its own ('On one hand, social media helps families keep in touch.',
 * 'In conclusion, ...'): its linking words say which part of the essay it is, so she says what the sentence does there
 * and the next step for that part, instead of asking about a noun in it ('What else can you tell me about teenagers?').
 * Any slip in it is told or asked about before, as for any message. Roles are data, each with the sentences it must read
 * and must not (essay-sentence.test.ts).
 */
import type { TutorTeacher } from '../../../lib/language-model';

/** `mayBeTheirs`: the part may speak of the learner or give their view (an example, a conclusion) and still be that part. */
type SentenceRole = { opens: RegExp; role: string; next: string; mayBeTheirs?: true };

const SENTENCE_ROLES: readonly SentenceRole[] = [
  { opens: /^(?:on (?:the )?one hand|firstly|first of all|to begin with|the (?:first|main) (?:reason|advantage|benefit|problem) is)\b/i, role: 'That works as the opening of your first body paragraph: it names the point the paragraph is about.', next: 'Now support it: what is one example, from life or a fact, that shows it?' },
  { opens: /^(?:on the other hand|however|in contrast|nevertheless|nonetheless|critics (?:say|argue)|some people (?:argue|say|believe) (?:the opposite|otherwise))\b/i, role: 'That turns to the other side, which makes your argument fairer.', next: 'What would you answer to it, to show why you still hold your view?' },
  { opens: /^(?:secondly|thirdly|in addition|moreover|furthermore|what is more|another (?:reason|advantage|benefit|problem|point) is)\b/i, role: 'That brings in a further point, linked clearly to the one before.', next: 'Can you back it with an example in the next sentence?' },
  { opens: /^(?:for example|for instance|a good example is|to illustrate)\b/i, role: 'That gives an example, which is what makes a point convincing.', next: 'Now link it back to your point in one sentence: This shows that...', mayBeTheirs: true },
  { opens: /^(?:in conclusion|to sum up|to conclude|in summary|all in all)\b/i, role: 'That opens your conclusion.', next: 'Say your view again in new words, and end with a thought that looks forward: how would your last sentence go?', mayBeTheirs: true },
  { opens: /^(?:nowadays|these days|in recent years|in today's world)\b/i, role: 'That works as an opening sentence: it sets the scene before your view.', next: 'Next, put the question in your own words and give your answer to it. How would that sentence go?' },
];

/** Topics in which the writing coach's learners send an argued piece sentence by sentence (not a story: 'Creative Writing'). */
const WRITING_TOPIC = /\b(?:essays?|opinion|reports?|summar(?:y|ies)|articles?)\b/i;
/** A remark or a request about the writing, not a sentence of it: 'In conclusion, I am unsure what to write...', 'Firstly, thank you...'. */
const ABOUT_THE_WRITING = /\b(?:essay|introduction|conclusion paragraph|paragraph|grammar|sentence|word|help|check|deadline|thank|thanks|you|your|don'?t know|not sure|no idea|what do you think)\b/i;
/** The learner's own view said ('However, I believe...', 'On the other hand, I think...'): their side, not the other one. */
const OWN_VIEW = /\b(?:i (?:really |strongly |also )?(?:think|believe|feel|agree|disagree)|in my (?:opinion|view)|personally)\b/i;
const OWN_VIEW_ROLE: SentenceRole = { opens: /(?!)/, role: 'That states your view clearly.', next: 'What is your strongest reason for it? Give it in the next sentence, with an example.' };
/** Words of a sentence of an essay: fewer is a remark ('However, I am tired.'). */
const FEWEST_WORDS = 7;

export const ESSAY_SENTENCE_EXAMPLES = {
  read: [
    'On one hand, social media helps people keep in touch with their families who live abroad.',
    'On the other hand, many teenagers spend too much time on their phones and this affects their studies.',
    'In conclusion, I believe the advantages of social media are bigger than the disadvantages.',
    'Nowadays, technology is a very important part of our daily life.',
    'For example, my cousin in Canada calls my grandmother every Sunday on WhatsApp.',
  ],
  notRead: ['However, I am very tired today.', 'On the other hand?', 'Nowadays I live in Madrid with my sister.', 'Firstly, can you check my essay?', 'In conclusion, what should I write?', 'Firstly, thank you for your help with the essay yesterday.', "For example, I have no idea how to start the introduction.", "In conclusion, I am not sure how to write a good conclusion paragraph.", 'In addition, can you check the grammar of my introduction please.', "However, the deadline for this essay is tomorrow and I haven't started."],
} as const;

export function respondToEssaySentence(input: { message: string; teacher: TutorTeacher; topic: string }): { acknowledgement: string; question: string } | null {
  const text = input.message.trim();
  if (input.teacher.task !== 'writing' || !WRITING_TOPIC.test(input.topic) || /\?\s*$/.test(text)) return null;
  const sentences = text.split(/(?<=[.!?])\s+/).filter(Boolean);
  if (sentences.length !== 1 || text.split(/\s+/).length < FEWEST_WORDS) return null;
  if (ABOUT_THE_WRITING.test(text)) return null;
  const opener = SENTENCE_ROLES.find((candidate) => candidate.opens.test(text));
  // A view of their own after 'However' or 'Nowadays' is their side; in a conclusion or an example it is that part still.
  const found = opener && OWN_VIEW.test(text) && !opener.mayBeTheirs ? OWN_VIEW_ROLE : opener;
  // 'Nowadays I live in Madrid', 'However, I am tired': the learner's own life told, not a point made; an example or a
  // conclusion may speak of them ('For example, my cousin...').
  const isOwnLife = /^\S+(?: \S+)?,?\s+(?:i|my|we|our)\b/i.test(text) && !/\b(?:believe|think|opinion|view|agree)\b/i.test(text);
  if (!found || (isOwnLife && !found.mayBeTheirs)) return null;
  return { acknowledgement: found.role, question: found.next };
}
