/** Daniel's promises: the STAR method, and how to handle the classic interview questions. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { leadIn } from './teacher-voice';

const STAR = "STAR stands for situation, task, action and result. Briefly set the scene, say what you had to do, spend most of your answer on the actions you took yourself, using I rather than we, and finish with the result, with a number if you can.";

const TIPS: ReadonlyArray<[RegExp, string]> = [
  [/tell me about yourself/i, "For tell me about yourself, use present, past, future: what you do now, one or two achievements that got you here, and why this role is your next step. Keep it to about a minute."],
  [/weakness/i, "For your weakness, pick a real but fixable one that isn't central to the job, and spend most of the answer on what you are doing to improve it, for example: I used to say yes to everything, so now I plan my week and agree deadlines up front."],
  [/strength/i, "For your strengths, choose two that matter for this role and back each one with a short example and a result, rather than a list of adjectives."],
  [/why (?:do you want|should we hire)/i, "For why do you want this job, connect three things: what you know about the company, what the role needs, and the skills or experience you bring to it."],
  [/salary/i, "For salary, research the range for the role first, let them name a number if you can, and when you answer give a range whose lower end you'd be happy with, for example: based on my research, I'm looking for something between X and Y."],
  [/questions?|ask/i, "At the end, always ask one or two real questions, for example: what would success look like in the first six months? or what do you enjoy most about working here?"],
  [/where do you see yourself/i, "For where do you see yourself in five years, show ambition that fits the company: the skills you want to grow and the responsibility you'd like to take on there."],
  [/gap/i, "For a gap in your CV, be brief and honest about the reason, then move quickly to what you learned or did in that time and why you're ready now."],
  [/prepare|get ready/i, "Of course. Read the job advert and pick the three skills it asks for most, prepare a short story for each with situation, task, action and result, and practise the classics out loud: tell me about yourself, your strengths, a weakness and why you want this job."],
];

export function answerStar(_question: LearnerQuestion, context: AnswerContext): Answer {
  return {
    text: `${leadIn(context)} ${STAR}`,
    followUp: context.chooser.pick('star-practice', ['Want to try it? Tell me about a time you solved a problem at work, in those four steps.', 'Let’s practise: tell me about a time you worked under pressure, using situation, task, action and result.']),
  };
}

export function answerInterviewTip(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const tip = TIPS.find(([pattern]) => pattern.test(question.subject));
  if (!tip) return null;
  return { text: `${leadIn(context)} ${tip[1]}`, followUp: 'Want to give it a try now? Answer as if I were the interviewer.' };
}
