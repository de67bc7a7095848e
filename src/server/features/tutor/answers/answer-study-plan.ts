/**
 * "Can you make a plan for me?": the teacher's plan (study-plans.ts), led by what the learner told: their
 * job, their exam and its date, their goal. With nothing told, she asks for the goal so she can adjust it.
 */
import { fillTemplate } from '../choose-variant';
import { readLearnerFacts, readMessageFacts } from '../follow-up/learner-facts';
import { turnRound } from '../follow-up/respond-to-facts';
import { TOLD_FACT_RECALLS } from '../follow-up/told-fact-kinds';
import { writeFact } from '../follow-up/told-facts';
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { STUDY_PLANS } from './study-plans';
import { english, leadIn } from './teacher-voice';

/** What the plan builds on, in the order it is said; {told} is the fact said back ("you work as a nurse"). */
const BUILT_ON = {
  job: 'Since {told}, we will use your work as our topic, so you practise the English you really need there.',
  exam: 'Since {told}, we will keep a steady pace until then, and the last week is for full practice runs, not new material.',
  goal: 'Your goal is to {goal}, so every step below aims at that.',
  profileGoals: 'In your profile you wrote that your goal is: {goals}. Every step below aims at that.',
} as const;
const ASK_GOAL = 'Tell me your goal and how much time you have each day, and I will adjust it.';

/** "a plan to improve my writing", "I want to speak better with customers": the goal, said back to the learner. */
function goalOf(messages: readonly string[]): string | null {
  for (const message of [...messages].reverse()) {
    const asked = /\bplan (?:to|so (?:that )?i can) ([^.,!?]+)/i.exec(message)?.[1] ?? readMessageFacts(message).plan;
    if (!asked || /^(?:make|give|have|get|do|know)\b/i.test(asked)) continue;
    // "improve my English because I want to work in Canada": the reason is the goal; any other clause is cut.
    const reason = /\b(?:because|as|since|so that|so) i (?:really )?(?:want|need|would like|'d like|hope|plan|have) to (.+)$/i.exec(asked)?.[1];
    const goal = reason ?? asked.replace(/\s+(?:because|since|but|and then|so|when|if)\b.*$/i, '');
    return turnRound(goal.trim().replace(/\bi\b/g, 'I'));
  }
  return null;
}

export function answerStudyPlan(_question: LearnerQuestion, context: AnswerContext): Answer {
  const { teacher, conversation } = context;
  const plan = STUDY_PLANS[teacher.slug] ?? STUDY_PLANS.sophia!;
  const facts = readLearnerFacts(conversation.userMessages, conversation.profile.facts);
  const saidBack = (kind: 'job' | 'workplace' | 'exam') => {
    const fact = facts.told.get(kind);
    return fact ? writeFact(kind, fact.slots, TOLD_FACT_RECALLS) : null;
  };
  const job = saidBack('job') ?? saidBack('workplace');
  const exam = saidBack('exam');
  const goal = goalOf(conversation.userMessages.slice(-2));
  const goals = conversation.profile.goals?.replace(/[.!]+$/, '');
  const builtOn = [
    ...(goal ? [fillTemplate(BUILT_ON.goal, { goal })] : goals ? [fillTemplate(BUILT_ON.profileGoals, { goals })] : []),
    ...(job ? [fillTemplate(BUILT_ON.job, { told: job })] : []),
    ...(exam ? [fillTemplate(BUILT_ON.exam, { told: exam })] : []),
  ];
  const steps = plan.steps.join(' ');
  const personal = builtOn.length > 0 ? ` ${english(teacher, builtOn.join(' '))}` : '';
  const lead = leadIn(context);
  return {
    text: `${lead} ${plan.intro}${personal} ${steps}${builtOn.length === 0 ? ` ${english(teacher, ASK_GOAL)}` : ''}`,
    // The demo's short version: the daily step itself, not the introduction of a plan it then leaves out.
    brief: `${lead} ${plan.steps[0]}`,
    followUp: plan.invitation,
  };
}
