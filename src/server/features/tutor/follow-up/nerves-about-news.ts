/**
 * "I'm a bit nervous." said just after telling of something coming up ("I'm going to start a new job next
 * month"): the nerves are about that, not about the lesson, so the teacher says so and asks about it, rather
 * than "Don't worry, we'll take it slowly" and a question on another subject. Nerves put down to their English ("because
 * my English is not perfect") get a word on that as well. Something dreaded (the dentist, an operation) has nothing to look
 * forward to: a word on the fear, and what helps.
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import { readMessageFacts } from './learner-facts';
import type { FactResponse } from './respond-to-facts';

/** Nerves and nothing else: no object ('about speaking' is about the lesson, and has its own answer). */
const BARE_NERVES = /^(?:(?:but|and|well|honestly|to be honest|yes|yeah),? )?(?:i(?:'m| am| feel| get)|is it (?:normal|ok|okay|natural) to (?:feel|be|get)) (?:a bit |a little |very |so |quite |really |kind of |pretty |a little bit )?(?:nervous|worried|scared|anxious|stressed|afraid)(?: (?:about it|about that|too|before it|before an? \w+))?(?<reason>,? (?:because|as|since) (?:my (?:english|accent|pronunciation|grammar|vocabulary|spanish)\b[^.!?]*|i (?:make|often make|always make) (?:a lot of |many |some )?mistakes|of my (?:english|accent|pronunciation)))?\s*[.!?]*$/i;

/** 'I have a meeting with a client tomorrow and I am nervous.': the news, then the nerves as the message's last clause. */
const NEWS_THEN_NERVES = /^(?<news>.{8,}?)(?:[,.!;]\s*|\s+)(?:and |but |so )?(?<nerves>i(?:'m| am| feel| get) (?:a bit |a little |very |so |quite |really |kind of |pretty |a little bit )?(?:nervous|worried|anxious|stressed|scared|afraid)(?: about it)?(?:,? (?:because|as|since) (?:of )?my (?:english|accent|pronunciation|grammar|vocabulary)\b[^.!?]*)?)\s*[.!]*$/i;

/** The nerves, then why: something coming up ('I'm nervous because I have an interview on Monday'). */
const NERVES_BECAUSE_NEWS = /^(?:(?:well|hi|hello|honestly),? )?(?<nerves>i(?:'m| am| feel) (?:a bit |a little |very |so |quite |really |kind of |pretty |a little bit )?(?:nervous|worried|anxious|stressed|scared))(?:,? (?:because|as|since)|,) (?<news>.{8,})$/i;

/** Words of a message that tell of something coming up, when no plan or exam was read from it. */
const COMING_UP = /\b(?:new job|interview|exam|test|presentation|first day|wedding|move|moving|operation|competition|match|race|speech|audition|meeting)\b/i;

/** What an examiner or an interview coach is there for. */
const TASK_NEWS = /\b(?:exam|test|ielts|interview)\b/i;

const ACKS = [
  'Feeling a bit nervous before something like that is completely normal: it shows it matters to you.',
  "That's very natural before something big, and a little nervousness can even help you prepare.",
];
/** Nerves put down to their English ('because my English is not perfect'): a word on that too. */
const ENGLISH_ACKS = [
  "That's very natural before something big, and your English doesn't need to be perfect: people remember clear ideas far more than small slips.",
  'Lots of people feel that, native speakers too. A clear message matters far more than perfect English, and practising it out loud will help.',
];
const QUESTIONS = ['What part of it makes you most nervous?', 'What would help you feel more ready for it?', 'What are you most looking forward to, despite the nerves?'];
/** Something dreaded, not hoped for ('Tomorrow I'm going to the dentist and I'm scared'): nothing to look forward to. */
const DREADED = /\b(?:dentist|doctor|operation|surgery|injection|vaccine|blood test|hospital|x-ray|scan|check-up|court|funeral)\b/i;
const DREADED_ACKS = ['That is a very common fear, and you are brave to go anyway.', "I'm sorry, that's not fun. Lots of people feel exactly the same."];
const DREADED_QUESTIONS = ['What part of it makes you most nervous?', 'Is there anything that helps you stay calm?'];

export function respondToNervesAboutNews(input: { message: string; previousMessage: string | undefined; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, assistantMessages, chooser } = input;
  // The news and the nerves in one message: the nerves are its last clause, the news what comes before.
  const inOne = NEWS_THEN_NERVES.exec(message.trim()) ?? NERVES_BECAUSE_NEWS.exec(message.trim());
  const readings = [
    ...(inOne ? [{ nerves: BARE_NERVES.exec(inOne.groups!.nerves!), news: inOne.groups!.news! }] : []),
    { nerves: BARE_NERVES.exec(message.trim()), news: input.previousMessage },
    // 'I am nervous about it' just after the teacher told how the speaking test goes: 'it' is what her turn was about.
    ...(/\babout (?:it|that)\b/i.test(message) ? [{ nerves: BARE_NERVES.exec(message.trim()), news: assistantMessages.at(-1) }] : []),
  ];
  const isComingUp = (news: string) => {
    const told = readMessageFacts(news);
    return !!told.plan || !!told.duty || told.told.some((f) => f.kind === 'exam') || COMING_UP.test(news);
  };
  const found = readings.find((reading) => reading.nerves && reading.news && isComingUp(reading.news));
  const nerves = found?.nerves;
  if (!nerves) return null;
  // An exam or an interview is news every teacher takes up, the examiner and the interview coach too.
  const isTaskNews = TASK_NEWS.test(found!.news!);
  const isDreaded = DREADED.test(found!.news!);
  const questions = isDreaded ? DREADED_QUESTIONS : QUESTIONS;
  const fresh = questions.filter((q) => !wasAlreadyAsked(q, assistantMessages));
  const acknowledgement = nerves.groups?.reason ? chooser.pick('nerves-english-ack', ENGLISH_ACKS) : chooser.pick('nerves-ack', isDreaded ? DREADED_ACKS : ACKS);
  return { acknowledgement, question: chooser.pick('nerves-question', fresh.length > 0 ? fresh : questions), ...(isTaskNews ? { isTaskNews } : {}) };
}
