/**
 * The learner's Part 2 long turn, just after Oliver's cue card: he thanks them as an examiner does, says whether it
 * ran long enough (about 150 words, one to two minutes), and moves on to a
 * Part 3 discussion question, as the real test does, instead of a Part 1 question picked at random.
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { SHORT_LONG_TURN_WORDS, wordsIn } from '../answers/answer-feedback';
import { isCueCard } from '../cue-card';
import type { Chooser } from '../choose-variant';
import type { Explain } from '../explain';
import { pickFollowUpQuestion } from '../pick-follow-up-question';
import { MOCK_TEST } from '../question-banks/question-bank';
import { IELTS_TOPICS } from '../question-banks/ielts-topics';
import type { FactResponse } from './respond-to-facts';

const PART_3 = 'Part 3: Discussion';
const THANKS = ['Thank you.', 'Thank you, that was your long turn.'];
const FULL = ['You kept going and gave a full long turn.', 'That was a full long turn, well done for keeping going.'];
const MOVING_ON = "Now let's move on to Part 3.";
/** What an examiner says before the long turn: a minute to think, notes allowed, then one to two minutes. */
export const PREPARE = [
  "You have one minute to think about what you're going to say, and you can make some notes if you wish. Then talk for one to two minutes.",
  "Take a minute to prepare, and make notes if you like. When you're ready, speak for one to two minutes.",
];
/**
 * Not yet the long turn: a yes, an OK or a request for a moment, or a message too short to be a turn at all.
 * Examples: "OK", "I'm ready", "Yes, sure", "Can I have a minute?", "Let me think". Not: "I'd like to talk about my
 * grandmother" (a turn begun), "Paris is my favourite city" (a turn, however short).
 */
const READY = /^(?:(?:yes|yeah|yep|ok(?:ay)?|sure|alright|all right|fine|right|got it|i see|understood|(?:i'?m|i am) ready|ready|let'?s (?:go|start|begin)|let me think|one (?:minute|moment|second)|can i (?:have|take) (?:a|one) (?:minute|moment|second)(?: to (?:think|prepare))?|can i make (?:some )?notes)[\s,.!?]*)+$/i;
/**
 * A question to the examiner before the long turn ("Can I have more time to prepare?", "What should I talk about?"):
 * answered as the examiner would, and the card stands. Short and asked, so not a turn that happens to end with '?'.
 */
const HOW_TO_BEGIN = "Take the points on the card one at a time, and give a reason or a short story for each. You could begin with: I'd like to talk about...";
const ASIDES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:more|extra|longer|another) (?:time|minute)|\b(?:two|2) minutes to (?:prepare|think)\b/i, "In the real test you get exactly one minute, but here take the time you need, and start when you're ready."],
  [/\bhow (?:long|much time|many minutes)\b[^?]*\b(?:speak|talk|answer)\b/i, 'Speak for one to two minutes: I will stop you if you go on longer.'],
  [/\bhow (?:long|much time|many minutes)\b[^?]*\b(?:prepare|preparation|plan)\b|^(?:sorry,? )?how (?:long|much time) do i have\s*\?/i, "You have one minute to prepare, and you can make notes: a word or two for each point. Then speak for one to two minutes. Start when you're ready."],
  [/\bwhat (?:should|do|can|must) i (?:say|talk about|speak about)\b|\bhow (?:should|do|can) i (?:start|begin)\b/i, HOW_TO_BEGIN],
  [/\bnotes?\b|\b(?:pen|pencil|paper)\b/i, 'Yes, make notes: a word or two for each point on the card is enough.'],
  [/\b(?:can|could|may) i (?:talk|speak) about (?:a |an |something |somewhere |someone )?(?:different|else|other)\b|\bdoes it have to be\b/i, "Yes, any example that fits the card is fine: choose the one you can say most about."],
  // 'How was it? what band?' before the turn: nothing said yet to score.
  [/\bband\b|\bscore\b|\bhow (?:was|did) (?:it|that|i|my)\b/i, "There's nothing to score yet: speak about the card for one to two minutes, and then I'll estimate your band."],
];
/** Another part or card asked for while the card waits ('can we do part 3 now?', 'another card please'): left to the section request. */
const MOVES_ON = /\bpart (?:1|3|one|three)\b|\b(?:another|a different|a new|other) (?:card|topic)\b|\bskip\b/i;
const MOST_ASIDE_WORDS = 14;
/** Put to the examiner ('Can I...?', 'What should I...?'), not a turn that ends by asking ('My favourite place is the beach, do you know it?'). */
const ASKED_OF_THE_EXAMINER = /^(?:(?:sorry|excuse me|ok(?:ay)?|so|um|and)[,.!]?\s+)*(?:can|could|may|should|must|do|does|is|how|what|which|where)\b/i;

/** Stuck, said rather than asked (no idea what to say about the card, no ideas at all). */
const STUCK = /^(?:(?:sorry|hmm|um|oh)[,.!]?\s+)*(?:i (?:don'?t|do not) know what to (?:say|talk about|speak about)|i (?:have|'ve got) no ideas?|i can'?t think of anything)\b/i;

function asideToTheExaminer(message: string): string | null {
  const text = message.trim();
  if (STUCK.test(text) && wordsIn(text) <= MOST_ASIDE_WORDS) return HOW_TO_BEGIN;
  if (READY.test(text) || MOVES_ON.test(text) || !/\?\s*$/.test(text) || !ASKED_OF_THE_EXAMINER.test(text) || wordsIn(text) > MOST_ASIDE_WORDS) return null;
  return ASIDES.find(([asked]) => asked.test(text))?.[1] ?? 'Take your time, and start whenever you are ready.';
}

/** Oliver's answer to a question asked while his cue card waits, then the card again; null otherwise. */
export function answerLongTurnAside(message: string, teacher: TutorTeacher, assistantMessages: readonly string[]): string | null {
  const cueCard = assistantMessages.at(-1);
  if (teacher.task !== 'ielts' || !isCueCard(cueCard)) return null;
  const aside = asideToTheExaminer(message);
  return aside ? `${aside} ${cardOf(cueCard!)}` : null;
}

/** Ready once the minute was given: the examiner asks them to begin. */
const BEGIN = ["All right, please begin now, and remember you have one to two minutes.", 'Good, you can start now, and speak for one to two minutes.'];
/** A word or two is not yet a long turn: the examiner asks for more. */
const FEWEST_TURN_WORDS = 3;
const MORE = ['Tell me as much as you can: you have one to two minutes.', 'Try to keep talking about it for one to two minutes.'];
/** The card itself, from its 'Describe' ('Now for Part 2: describe...' too): said again, it keeps the next message the long turn. */
function cardOf(turn: string): string {
  const at = turn.search(/\bdescribe\b/i);
  const card = at === -1 ? turn : turn.slice(at);
  return card.charAt(0).toUpperCase() + card.slice(1);
}

/** Cards whose subject names no topic word: the topic their Part 3 discusses. */
const CARD_SUBJECTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bplace\b/i, 'your home town'],
  [/\b(?:person|someone|somebody)\b/i, 'family and friends'],
  [/\bskill\b/i, 'education'],
];

/**
 * The Part 3 that follows the card, as in the test: the topic whose card it is, or whose words its subject names ('a
 * memorable journey' -> travel, 'a place you like to visit' -> your home town), and its first question not asked yet.
 */
function linkedPart3(cueCard: string, assistantMessages: readonly string[]): string | null {
  const card = cardOf(cueCard);
  const subject = card.split(',')[0]!;
  const topic =
    IELTS_TOPICS.find((t) => card.startsWith(t.part2)) ??
    IELTS_TOPICS.find((t) => t.names.test(subject)) ??
    IELTS_TOPICS.find((t) => t.name === CARD_SUBJECTS.find(([words]) => words.test(subject))?.[1]);
  return topic?.part3.find((question) => !assistantMessages.some((m) => m.includes(question))) ?? null;
}

/**
 * A long turn that stops short, once: the examiner lets it go on, as in the test, instead of moving to Part 3 after a
 * first message of two sentences. The card stays the last thing said, so the next message is still the turn.
 */
const GO_ON = ['Good, keep going: say a little more about the points on the card.', 'Go on, you still have time: tell me more about the points on the card.'];
/** A first message shorter than this is a turn begun, not a turn given. */
const FEWEST_WORDS_BEFORE_MOVING_ON = 60;


export function respondToLongTurn(input: { message: string; teacher: TutorTeacher; topic: string; assistantMessages: readonly string[]; chooser: Chooser; explain: Explain; previousMessage?: string }): FactResponse | null {
  const { message, teacher, topic, assistantMessages, chooser, explain, previousMessage } = input;
  if (teacher.task !== 'ielts' || !isCueCard(assistantMessages.at(-1))) return null;
  const cueCard = assistantMessages.at(-1)!;
  const ready = READY.test(message.trim());
  if (ready || wordsIn(message) < FEWEST_TURN_WORDS) {
    const given = PREPARE.some((prepare) => cueCard.includes(prepare));
    const prompt = !ready ? chooser.pick('long-turn-more', MORE) : given ? chooser.pick('long-turn-begin', BEGIN) : chooser.pick('long-turn-prepare', PREPARE);
    return { acknowledgement: prompt, question: cardOf(cueCard) };
  }
  // Once let go on, the turn is both messages.
  const wentOn = GO_ON.some((line) => cueCard.includes(line));
  if (!wentOn && wordsIn(message) < FEWEST_WORDS_BEFORE_MOVING_ON) return { acknowledgement: chooser.pick('long-turn-go-on', GO_ON), question: cardOf(cueCard) };
  const words = wordsIn(message) + (wentOn && previousMessage ? wordsIn(previousMessage) : 0);
  const length = words < SHORT_LONG_TURN_WORDS ? explain('feedbackLongTurn', { words: String(words) }) : chooser.pick('long-turn-full', FULL);
  const isMockTest = topic === MOCK_TEST;
  const question = (isMockTest ? null : linkedPart3(cueCard, assistantMessages)) ?? pickFollowUpQuestion({ teacher, topic: isMockTest ? MOCK_TEST : PART_3, assistantMessages, chooser });
  if (!question) return null;
  return { acknowledgement: `${chooser.pick('long-turn-thanks', THANKS)} ${length}`, question: isMockTest ? question : `${MOVING_ON} ${question}` };
}

/** A Part 2 topic the learner brings ('Describe a book you read recently.', 'Can we do Part 2 on describe a place you love?'). */
const TOPIC_BROUGHT = /^(?:(?:can|could|shall) (?:we|you) (?:do|practi[sc]e|try|give me)(?: (?:a )?part (?:2|two))?(?: (?:with|on|about|for))?:?\s+|let'?s (?:do|practi[sc]e|try)(?: (?:a )?part (?:2|two))?(?: (?:with|on|about))?:?\s+|(?:part (?:2|two)|cue card)[:,]?\s+)?["'‘“]?(describe (?:a|an|the|your|someone|somewhere|something) [^?.!"'’”]{3,80}?)["'’”]?\s*[.?!]*$/i;
/** What every Part 2 card asks the speaker to cover, worded to fit any topic brought. */
const ANY_CARD_POINTS = 'and you should say what or who it is, when and where it came into your life, what happened or what you did, and explain why it stays in your mind';
/** The points of a card by what the topic is (a place, a person, an event, an activity, a thing), as real cards word them. */
const CARD_POINTS: ReadonlyArray<{ kind: RegExp; points: string }> = [
  { kind: /\b(?:hometown|home town|city|town|village|country|place|somewhere|park|building|restaurant|caf[eé]|shop|museum|house|home|room|beach|garden|street|neighbou?rhood|school|university)\b/i, points: 'and you should say where it is, what it is like, what you do there, and explain how you feel about it' },
  { kind: /\b(?:person|someone|friend|teacher|family member|relative|neighbou?r|colleague|boss|grandmother|grandfather|mother|father|sister|brother|singer|actor|athlete|leader)\b/i, points: 'and you should say who this person is, how you know them, what they are like, and explain why they are important to you' },
  { kind: /\b(?:time|event|occasion|trip|journey|day|experience|festival|party|wedding|holiday|celebration|birthday|moment|visit|meeting|competition)\b/i, points: 'and you should say when and where it happened, who was with you, what happened, and explain how you felt about it' },
  { kind: /\b(?:hobby|sport|activity|game|skill|habit|routine)\b/i, points: 'and you should say what it is, when and where you do it, who you do it with, and explain why you enjoy it' },
  { kind: /\b(?:something|thing|object|gift|present|book|film|movie|song|app|website|photo|photograph|toy|piece of|item|possession)\b/i, points: 'and you should say what it is, when you first had it or saw it, what it is about or what you use it for, and explain why it matters to you' },
];
const cardPointsFor = (topic: string) => CARD_POINTS.find((card) => card.kind.test(topic))?.points ?? ANY_CARD_POINTS;

/** Oliver's cue card for a topic the learner brought, with the minute to prepare; null for anything else. */
export function cueCardForTopicBrought(message: string, teacher: TutorTeacher, chooser: Chooser): string | null {
  const topic = teacher.task === 'ielts' ? TOPIC_BROUGHT.exec(message.trim())?.[1] : undefined;
  if (!topic) return null;
  const card = `${topic.charAt(0).toUpperCase()}${topic.slice(1)}, ${cardPointsFor(topic)}.`;
  return `Certainly. ${chooser.pick('long-turn-prepare', PREPARE)} ${card}`;
}
