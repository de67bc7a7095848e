/** Oliver on how the IELTS speaking test works: its parts, timing, criteria and scoring (public test facts). */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';

const FACTS: ReadonlyArray<[RegExp, string]> = [
  [/lexical resource/i, 'Lexical resource is the vocabulary criterion: how wide and precise your range of words is, including less common words, collocations and idioms, and how well you paraphrase when you lack a word.'],
  [/fluency and coherence|coherence/i, 'Fluency and coherence is about speaking at length without long pauses and linking your ideas clearly, with words like however, for example and as a result.'],
  [/grammatical range|accuracy/i, 'Grammatical range and accuracy looks at how many kinds of sentences you use, such as conditionals, relative clauses and different tenses, and how many of them are error-free.'],
  [/part (?:2|two)|cue card|long turn|prepar|one minute|notes/i, 'In Part 2 you get a cue card with a topic and three or four points, one minute to prepare and make notes, and then you speak for one to two minutes without interruption. Afterwards I may ask one or two short questions.'],
  [/part (?:1|one)/i, 'Part 1 lasts four to five minutes: short questions about familiar topics such as your home, work or studies, and your hobbies. Give full answers of two or three sentences, not just yes or no.'],
  [/part (?:3|three)|discussion/i, 'Part 3 lasts four to five minutes: a deeper discussion linked to the Part 2 topic, with more abstract questions. Give opinions, reasons, examples and compare different views.'],
  [/criteri|descriptor|marked|scored|assess|judge|band descriptor/i, 'You are marked on four criteria, each worth a quarter of the score: fluency and coherence, lexical resource, grammatical range and accuracy, and pronunciation. Bands go from zero to nine in half bands.'],
  [/repeat|didn't understand|don't understand/i, 'Yes, you may ask the examiner to repeat a question; in Part 3 you can also ask what a word in the question means. Just ask politely, for example: sorry, could you repeat the question?'],
  [/how long|minutes|duration|last/i, 'The speaking test takes eleven to fourteen minutes in three parts: Part 1, short questions, four to five minutes; Part 2, a long turn of up to two minutes after a minute to prepare; and Part 3, a discussion of four to five minutes.'],
  [/parts|format|structure|what happens|how does .* work|how is/i, 'The speaking test has three parts: Part 1, short questions about yourself; Part 2, a one to two minute talk from a cue card after a minute to prepare; and Part 3, a discussion of wider questions. It takes eleven to fourteen minutes in all.'],
  [/accent/i, 'Your accent itself is not marked down: what counts is how easy you are to understand, including word stress, sentence stress and intonation.'],
];

export function answerIeltsFormat(question: LearnerQuestion, _context: AnswerContext): Answer | null {
  const fact = FACTS.find(([pattern]) => pattern.test(question.subject));
  const text = fact?.[1] ?? FACTS.find(([pattern]) => pattern.source.startsWith('parts'))![1];
  return { text: `Certainly. ${text}` };
}
