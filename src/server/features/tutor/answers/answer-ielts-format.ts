/** Oliver on how the IELTS speaking test works: its parts, timing, criteria and scoring (public test facts). */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { SECTION_OFFER } from '../follow-up/section-request';
import { ANSWER_LENGTH } from './ielts-answer-length';

/** Each fact with what it answers, and how the answer opens when 'Certainly.' would not fit (nerves are reassured). */
const FACTS: ReadonlyArray<readonly [RegExp, string, string?]> = [
  [/\b(?:nervous|worried|scared|anxious|stressed)\b/i, "Almost everyone is nervous, and examiners know it. Knowing exactly what happens helps: three parts, eleven to fourteen minutes in all, and the examiner guides you through each one. A practice run or two makes the real test feel familiar.", "Don't worry."],
  [/\bmistakes?\b/i, 'Small mistakes are normal, and examiners expect some. If you notice one, correct it quickly and go on; if not, just keep going. A long silence costs you more than the mistake.'],
  [/\b(?:don'?t know|no idea|can'?t think|nothing to say)\b/i, "Say so briefly and keep going: 'I haven't thought about that much, but I'd say...', then give a reason and an example. The examiner marks your English, not what you know about the topic, so an answer with a reason always beats silence."],
  [/\b(?:hardest|most difficult|most challenging|toughest|trickiest|easiest)\b/i, 'Most learners find Part 2 the hardest: you speak alone for up to two minutes with only a minute to prepare. Part 3 comes next, because its questions are abstract. In Part 2, use your minute to note one or two words for each point on the card, and when you run out of things to say, give an example.'],
  [/\bacademic\b.*\bgeneral\b|\bgeneral\b.*\bacademic\b/i, "The speaking test is exactly the same in both, with the same three parts and the same marking. Academic and General Training differ in reading and writing: Academic is for study at university, General Training for work and migration, with everyday texts and a letter to write.", 'Good question.'],
  // Phrases for a part, before the part's own facts.
  [/\b(?:phrases?|expressions?|language)\b.*\bpart (?:3|three)\b|\bpart (?:3|three)\b.*\b(?:phrases?|expressions?)\b/i, "For Part 3, phrases that give a view and weigh it up: In my view..., It depends on..., On the one hand..., on the other hand..., That's a difficult question, but I'd say..., and about the future, It's likely that... or I imagine that.... Each one gives you a second to think and shows range.", 'Good question.'],
  [/\b(?:phrases?|expressions?|language)\b.*\bpart (?:2|two)\b|\bpart (?:2|two)\b.*\b(?:phrases?|expressions?)\b/i, "For Part 2, phrases that carry you through the card: I'd like to talk about..., It was around... that..., What I remember most is..., The reason it matters to me is..., and to finish, So that's why.... They keep you talking while you think of the next point.", 'Good question.'],
  [/\b(?:phrases?|expressions?|language)\b.*\bpart (?:1|one)\b|\bpart (?:1|one)\b.*\b(?:phrases?|expressions?)\b/i, "For Part 1, phrases that answer and add a little: Yes, I do, especially..., Not really, to be honest, because..., It depends: on weekdays..., but at the weekend.... Two or three sentences are enough.", 'Good question.'],
  [/\bpauses?\b|\bpausing\b|\bstop (?:and|to) think\b|\bsilences?\b/i, "A short pause to think is fine: people do it in their own language too. Fill it with a phrase that buys a moment, such as that's an interesting question, let me think, or well, I'd say. What costs marks is a long silence or stopping in the middle of a sentence, so start with one of those phrases and keep going.", 'Good question.'],
  [/\bcomplex (?:grammar|sentences?|structures?)\b|\bmore (?:advanced|complex) grammar\b/i, "Use a few structures you already know well, accurately, rather than many you are unsure of: an if sentence (if I had more time, I would...), a relative clause (the town where I grew up), a passive (it was built in...), and linking words like although and whereas. Grammar marks reward range and accuracy together, so one clean complex sentence in each answer beats three broken ones.", 'Good question.'],
  [/\bidioms?\b|\bidiomatic\b|\bphrasal verbs?\b/i, "They help when one fits what you mean and comes out naturally: less common words and idiomatic phrases used accurately are part of a higher vocabulary band. An idiom learnt for the test and forced into an answer sounds rehearsed and can cost you, so prefer everyday ones you would really say, like to be honest, it depends or I'm a big fan of.", 'Good question.'],
  [/\b(?:gonna|wanna|gotta|kinda|slang)\b/i, "Better not. The speaking test is a conversation, so relaxed English is fine, but gonna, wanna and slang sound careless to an examiner: say going to, want to and have got to. Contractions like I'm and don't are natural and welcome.", 'Good question.'],
  [/\bcontractions?\b|\b(?:say|use) (?:i'm|don't|it's)\b/i, "Yes: the speaking test is a conversation, so contractions like I'm, don't and it's sound natural, and examiners expect them. Save the full forms for when you want to stress a word, as in I do agree.", 'Good question.'],
  [/\bmemori[sz]\w*|\blearn\w* (?:my |the |some )?answers? (?:by heart|off by heart)|\bprepared answers?\b/i, "Prepare ideas, not scripts. Examiners are trained to notice answers learnt by heart: they sound rehearsed and often miss the question, and the examiner may simply move on. Instead, have a few stories and examples ready about your work, studies, home and free time, and tell them in your own words each time.", 'Good question.'],
  [/lexical resource/i, 'Lexical resource is the vocabulary criterion: how wide and precise your range of words is, including less common words, collocations and idioms, and how well you paraphrase when you lack a word.'],
  [/fluency and coherence|coherence/i, 'Fluency and coherence is about speaking at length without long pauses and linking your ideas clearly, with words like however, for example and as a result.'],
  [/grammatical range|accuracy/i, 'Grammatical range and accuracy looks at how many kinds of sentences you use, such as conditionals, relative clauses and different tenses, and how many of them are error-free.'],
  [/\bhow (?:long|much time)\b.*\bprepar|\bprepar\w*\b.*\bhow long\b/i, 'One minute, in Part 2 only: you get the cue card, paper and a pencil, and a minute to plan before you speak. Use it for a few key words on each point of the card, not whole sentences.'],
  [/\bnotes?\b/i, 'In Part 2, yes: you get paper and a pencil and a minute to make notes before you speak, and the notes are not marked. Write a few key words for each point on the card, and glance at them as you talk. In Parts 1 and 3 there are no notes.', 'Good question.'],
  [/part (?:2|two)|cue card|long turn|preparation time|time to prepare|one minute|notes/i, 'In Part 2 you get a cue card with a topic and three or four points, one minute to prepare and make notes, and then you speak for one to two minutes without interruption. Afterwards I may ask one or two short questions.'],
  [/part (?:1|one)/i, 'Part 1 lasts four to five minutes: short questions about familiar topics such as your home, work or studies, and your hobbies. Give full answers of two or three sentences, not just yes or no.'],
  [/part (?:3|three)|discussion/i, 'Part 3 lasts four to five minutes: a deeper discussion linked to the Part 2 topic, with more abstract questions. Give opinions, reasons, examples and compare different views.'],
  [/criteri|descriptor|marked|scored|assess|judge|band descriptor|calculat|worked out/i, 'You are marked on four criteria, each worth a quarter of the score: fluency and coherence, lexical resource, grammatical range and accuracy, and pronunciation. Bands go from zero to nine in half bands.'],
  [/\b(?:don'?t|do not|can'?t|didn'?t) understand (?:the|a|her|his|your) question\b/i, "Ask the examiner to say it again: sorry, could you repeat the question? In Part 3 you can also ask what a word means, or check what you heard: do you mean...? Asking costs you nothing, while a guess at a question you didn't follow can take your whole answer off topic.", "Don't worry."],
  [/repeat|didn't understand|don't understand/i, 'Yes, you may ask the examiner to repeat a question; in Part 3 you can also ask what a word in the question means. Just ask politely, for example: sorry, could you repeat the question?'],
  [ANSWER_LENGTH, "It depends on the part. In Part 1, two or three sentences, about twenty or thirty seconds: an answer, a reason and a detail. In Part 2, keep talking until I stop you, up to two minutes. In Part 3, four or five sentences: your view, a reason, an example, and perhaps the other side."],
  [/how long|minutes|duration|last/i, 'The speaking test takes eleven to fourteen minutes in three parts: Part 1, short questions, four to five minutes; Part 2, a long turn of up to two minutes after a minute to prepare; and Part 3, a discussion of four to five minutes.'],
  [/parts|how many part|format|structure|what happens|how does .* work|how is/i, 'The speaking test has three parts: Part 1, short questions about yourself; Part 2, a one to two minute talk from a cue card after a minute to prepare; and Part 3, a discussion of wider questions. It takes eleven to fourteen minutes in all.'],
  [/accent/i, 'Your accent itself is not marked down: what counts is how easy you are to understand, including word stress, sentence stress and intonation.'],
];

/**
 * What each speaking band asks of a learner, in plain words (a paraphrase of the public band descriptors across the
 * four criteria: fluency, vocabulary, grammar, pronunciation), for "What is the difference between band 6 and 7?".
 */
const BANDS: Readonly<Record<string, string>> = {
  4: 'you answer, but with long pauses and slowly; your words cover only familiar topics; your sentences are short, with many errors; and some words are hard to understand',
  5: 'you keep going, but with repetition, self-correction and slow speech; you manage familiar topics but struggle with unfamiliar ones; your simple sentences are mostly right, your longer ones often wrong; and you are sometimes hard to understand',
  6: "you can speak at length, though you sometimes lose the thread through repetition or hesitation; you have enough words to make your meaning clear, even when a word isn't quite right; you mix simple and complex sentences, with errors in the complex ones that rarely get in the way; and you are generally easy to understand",
  7: 'you speak at length without noticeable effort, hesitating only now and then to find a word; you use some less common words and idioms and know which words go together; you use a range of complex sentences, and many of your sentences have no errors; and you are easy to understand throughout',
  8: 'you speak fluently and hesitate mostly to think about what to say, not how to say it; you use a wide range of words, including less common and idiomatic ones, precisely; most of your sentences have no errors; and you are easy to follow, with only occasional slips',
  9: 'you speak fluently and naturally, hardly ever repeating or correcting yourself; you use words with full flexibility and precision; your grammar is accurate in every kind of sentence; and you are effortless to understand',
};

/** 'band 6 and band 7', 'band 6 and 7', 'a 6.5': the whole bands named, in order, at most two. */
function bandsNamed(question: string): string[] {
  const after = /\bbands?\s*(\d)(?:\.5)?\b(?:\s*(?:and|or|to|vs\.?|versus)\s*(?:band\s*)?(\d)(?:\.5)?\b)?/i.exec(question);
  return after ? [after[1]!, after[2]].filter((band): band is string => !!band && band in BANDS) : [];
}

const PART_NUMBERS: Readonly<Record<string, string>> = { 1: '1', one: '1', 2: '2', two: '2', 3: '3', three: '3' };

/** 'Part 2 and Part 3', 'parts 1 and 2': the parts named, in order, each once. */
function partsNamed(question: string): string[] {
  const named = /\bparts?\s+(1|2|3|one|two|three)\b(?:\s*(?:and|or|vs\.?|versus|,)\s*(?:part\s+)?(1|2|3|one|two|three)\b)?/i.exec(question);
  return named ? [...new Set([named[1], named[2]].filter((n): n is string => !!n).map((n) => PART_NUMBERS[n.toLowerCase()]!))] : [];
}

/** 'Can I get band 8 in one month?': how long a band takes, asked before the band itself is described. */
const HOW_LONG_FOR_A_BAND = /\b(?:in|within) (?:one|a|two|three|four|six|\d+) (?:weeks?|months?)\b|\bhow (?:long|many (?:weeks|months)|fast|quickly)\b.*\bbands?\b/i;
const TIME_FOR_A_BAND = "It depends on where you start and how much you practise. Learners usually need two or three months of steady practice to move up half a band, and one month is enough to get used to the test and fix a few habits: longer answers with a reason and an example, fewer long pauses, and a few less common words used naturally.";

export function answerIeltsFormat(question: LearnerQuestion, _context: AnswerContext): Answer | null {
  const followUp = SECTION_OFFER;
  if (HOW_LONG_FOR_A_BAND.test(question.subject) && /\bbands?\b/i.test(question.subject)) return { text: `Honestly? ${TIME_FOR_A_BAND}`, followUp: 'What was your last score, or your best guess? Then we can start with the part that will move it most.' };
  // Two parts asked about together ('the difference between Part 2 and Part 3'): each one's facts, not the first's alone.
  const parts = partsNamed(question.subject);
  if (parts.length === 2) {
    const described = parts.map((part) => FACTS.find(([pattern]) => pattern.source.startsWith('part') && pattern.test(`part ${part}`))![1]);
    return { text: `Certainly. ${described.join(' ')}`, followUp };
  }
  const bands = bandsNamed(question.subject);
  // 'What is band 6.5?': a half band sits between two whole ones, so both are described.
  const half = /\bbands?\s*(\d)\.5\b/i.exec(question.subject)?.[1];
  if (half && bands.length === 1 && String(Number(half) + 1) in BANDS) {
    const [lower, upper] = [half, String(Number(half) + 1)];
    return { text: `Certainly. Band ${half}.5 sits between ${lower} and ${upper}: you show everything at band ${lower} and some of band ${upper}. At band ${lower}, ${BANDS[lower]}. At band ${upper}, ${BANDS[upper]}. Each of the four criteria counts for a quarter of your score, so a 6.5 often means some criteria at 6 and some at 7.`, followUp };
  }
  if (bands.length > 0) {
    const described = bands.map((band) => `At band ${band}, ${BANDS[band]}.`).join(' ');
    return { text: `Certainly. ${described} Each of the four criteria counts for a quarter of your score.`, followUp };
  }
  const fact = FACTS.find(([pattern]) => pattern.test(question.subject));
  const text = fact?.[1] ?? FACTS.find(([pattern]) => pattern.source.startsWith('parts'))![1];
  return { text: `${fact?.[2] ?? 'Certainly.'} ${text}`, followUp };
}
