/**
 * "Can you make a plan for me?": the teacher's plan (study-plans.ts), led by what the learner told: their
 * job, their exam and its date, their goal. With nothing told, she asks for the goal so she can adjust it.
 */
import { fillTemplate } from '../choose-variant';
import { readLearnerFacts, readMessageFacts } from '../follow-up/learner-facts';
import { turnRound } from '../follow-up/turn-round';
import { TOLD_FACT_RECALLS } from '../follow-up/told-fact-kinds';
import { writeFact } from '../follow-up/told-facts';
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { STUDY_PLANS, type StudyPlan } from './study-plans';
import type { TutorTeacher } from '../../../lib/language-model';
import { capitalizeLoneI } from '../text-pieces';
import { english, isSpanishTeacher, leadIn } from './teacher-voice';

/** What the plan builds on, in the order it is said; {told} is the fact said back ("you work as a nurse"). */
const BUILT_ON = {
  job: 'Since {told}, we will use your work as our topic, so you practise the {language} you really need there.',
  exam: 'Since {told}, we will keep a steady pace until then, and the last week is for full practice runs, not new material.',
  examThisWeek: 'Since {told}, there is no time for new material: this week is for full practice runs and for going over what you already know.',
  goal: 'Your goal is to {goal}, so every step below aims at that.',
  profileGoals: 'In your profile you wrote that your goal is: {goals}. Every step below aims at that.',
  trip: 'Since you are going to {place}, we will practise what the trip needs: ordering food, asking the way, checking in at a hotel and making small talk.',
} as const;

/** A trip the learner is learning for: 'for my trip to London', 'because we're travelling to Japan' (the place named, capitalised). */
const TRIP = /\b(?:for|before) (?:my|our|a|the) (?:trip|holiday|holidays|vacation|visit|journey|travels?) to (\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?)|\b(?:[Ii]'m|[Ii] am|[Ww]e're|[Ww]e are) (?:going|travelling|traveling|flying) to (\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?)/u;
/** When the trip is, told already ('in June', 'next month'): not asked again. */
const TOLD_WHEN = /\b(?:in (?:january|february|march|april|may|june|july|august|september|october|november|december|the summer|the spring|the autumn|the winter|summer|spring|autumn|winter|\w+ (?:days|weeks|months))|next (?:week|month|year|summer|spring|autumn|winter)|this (?:summer|spring|autumn|winter|month|year)|tomorrow)\b/i;
const tripPlace = (messages: readonly string[]): string | null => {
  for (const message of [...messages].reverse()) {
    const trip = TRIP.exec(message);
    if (trip) return trip[1] ?? trip[2]!;
  }
  return null;
};
/**
 * "learn English for get a better job": a purpose told with 'for' and a verb, the Romance 'para' + infinitive, said back
 * with 'to' ("to learn English to get a better job") so the plan does not repeat the slip. Only a word followed by its
 * object's determiner counts as a verb: 'for work', 'for my job', 'for the exam', 'for travelling abroad' stay.
 */
const FOR_PURPOSE = /\b(english|spanish) for ((?![a-z]+ing\b)[a-z]+) (a|an|the|my|our|more|better|new|some)\b/gi;
/**
 * A plan asked for one skill that another teacher's plan is about ('I want to improve my pronunciation', asked of the
 * business English coach): that plan's steps, not the teacher's own. Lucía's plan is always her own (in Spanish).
 */
const SKILL_PLANS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:pronunciation|pronounce|accent)\b/i, 'maya'],
  [/\b(?:writing|write|essays?)\b/i, 'claire'],
  [/\bielts\b/i, 'oliver'],
  [/\b(?:job )?interviews?\b/i, 'daniel'],
];

function planFor(teacher: TutorTeacher, asked: string | undefined): StudyPlan {
  const skill = isSpanishTeacher(teacher) || !asked ? undefined : SKILL_PLANS.find(([pattern]) => pattern.test(asked))?.[1];
  return STUDY_PLANS[skill ?? teacher.slug] ?? STUDY_PLANS.sophia!;
}

/** An exam in Spanish (DELE, SIELE, 'my Spanish exam'); any other exam or interview is taken to be in English. */
const SPANISH_EXAM = /\b(?:dele|siele|spanish)\b/i;
/** An exam or interview a week away or less: no 'last week' of a plan is left before it. */
const WITHIN_A_WEEK = /\b(?:today|tonight|tomorrow|this week|next week|in (?:a|one|two|three|four|five|six|seven|\d) days?|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i;

const ASK_GOAL = 'Tell me your goal and how much time you have each day, and I will adjust it.';

/** "a plan to improve my writing", "I want to speak better with customers": the goal, said back to the learner. */
function goalOf(messages: readonly string[]): string | null {
  for (const message of [...messages].reverse()) {
    const asked = /\bplan (?:to|so (?:that )?i can) ([^.,!?]+)/i.exec(message)?.[1] ?? readMessageFacts(message).plan;
    if (!asked || /^(?:make|give|have|get|do|know)\b/i.test(asked)) continue;
    // "improve my English because I want to work in Canada": the reason is the goal; any other clause is cut.
    // Read from the message: the plan kept as a fact ends where its clause ends.
    const reason = /\b(?:because|as|since|so that|so) i (?:really )?(?:want|need|would like|'d like|hope|plan|have) to ([^.,!?;]+)/i.exec(message)?.[1];
    const goal = reason ?? asked.replace(/\s+(?:because|since|but|and then|so|when|if)\b.*$/i, '');
    return turnRound(capitalizeLoneI(goal.trim()).replace(FOR_PURPOSE, '$1 to $2 $3'));
  }
  return null;
}

export function answerStudyPlan(_question: LearnerQuestion, context: AnswerContext): Answer {
  const { teacher, conversation } = context;
  const plan = planFor(teacher, conversation.userMessages.at(-1));
  const facts = readLearnerFacts(conversation.userMessages, conversation.profile.facts);
  const saidBack = (kind: 'job' | 'workplace' | 'exam') => {
    const fact = facts.told.get(kind);
    return fact ? writeFact(kind, fact.slots, TOLD_FACT_RECALLS) : null;
  };
  const job = saidBack('job') ?? saidBack('workplace');
  // Told to any teacher, an exam or interview is kept for all; a plan builds only on one in the teacher's language.
  const exam = [saidBack('exam')].find((told) => told && isSpanishTeacher(teacher) === SPANISH_EXAM.test(told)) ?? null;
  const language = isSpanishTeacher(teacher) ? 'Spanish' : 'English';
  const place = tripPlace(conversation.userMessages.slice(-2));
  // A trip is the goal said back: 'practise English for my trip' is not said twice.
  const goal = place ? null : goalOf(conversation.userMessages.slice(-2));
  const goals = conversation.profile.goals?.replace(/[.!]+$/, '');
  const builtOn = [
    ...(place ? [fillTemplate(BUILT_ON.trip, { place })] : []),
    ...(goal ? [fillTemplate(BUILT_ON.goal, { goal })] : goals && !place ? [fillTemplate(BUILT_ON.profileGoals, { goals })] : []),
    ...(job ? [fillTemplate(BUILT_ON.job, { told: job, language })] : []),
    ...(exam ? [fillTemplate(WITHIN_A_WEEK.test(exam) ? BUILT_ON.examThisWeek : BUILT_ON.exam, { told: exam })] : []),
  ];
  const steps = plan.steps.join(' ');
  const personal = builtOn.length > 0 ? ` ${english(teacher, builtOn.join(' '))}` : '';
  const lead = leadIn(context);
  return {
    text: `${lead} ${plan.intro}${personal} ${steps}${builtOn.length === 0 ? ` ${english(teacher, ASK_GOAL)}` : ''}`,
    // The demo's short version: the daily step itself, not the introduction of a plan it then leaves out.
    brief: `${lead} ${plan.steps[0]}`,
    // Going somewhere: the trip itself is the first thing to talk about.
    followUp: place ? english(teacher, TOLD_WHEN.test(conversation.userMessages.slice(-2).join(' ')) ? `What would you like to do in ${place}?` : `When are you going to ${place}, and what would you like to do there?`) : plan.invitation,
  };
}
