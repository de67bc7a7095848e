/**
 * "Thanks, that's useful", "I think I understand now", "What should I do now?" just after the teacher explained something and set a practice
 * task ("Your turn: write yours...", "Now you: can you make one sentence with each?"): the task is said again, so the
 * lesson goes on with it, instead of small talk about the learner's town.
 */
import { splitSentences } from '#/shared/split-sentences';
import type { Chooser } from '../choose-variant';

/** Taking an answer in, and nothing more: thanks, 'got it', 'I understand now', 'that makes sense'. */
const TAKES_IT_IN = /^(?:(?:ok(?:ay)?|great|cool|perfect|nice|good|ah|oh|i see|got it|thanks?(?: you)?(?: so much| a lot| very much)?|that'?s (?:very |really |so )?(?:useful|helpful|clear|great|interesting)|(?:i think )?i (?:understand|get it|got it)(?: now)?|understood|(?:that )?makes sense)[,!. ]*)+$/i;
const THANKS = /\bthank/i;

/** A practice task set by the teacher's last sentence: her turn, or a sentence with the words just taught. */
const INVITES = /^(?:now you|your turn|now try|try it|now put|now make|can you (?:make|give me|use|say|try|write)|could you (?:use|try|say|write|make)|write me|want to try|tell me about your \p{L}+ in (?:one|two|three|four|five|a few)\b)/iu;

/** 'What should I do now?', 'OK. What do I do now?', 'Now what?': the learner asks for the next step. */
const ASKS_WHAT_NOW = /^(?:(?:ok(?:ay)?|so|right|alright|and)[,.!]?\s+)*(?:what (?:should|do|can|shall) i do (?:now|next|first)|what(?:'s| is) (?:the )?next(?: step)?|(?:and )?now what|what now)\s*\?*$/i;

export const EXAMPLES = {
  takesItIn: ["thanks, that's useful", 'I think I understand now', 'Ok, got it!', 'Thank you so much.', 'That makes sense.'],
  notTakingItIn: ['Thanks, but what about "tell"?', 'I understand English but I cannot speak.', 'Ok, my sentence: I told her the news.'],
  asksWhatNow: ['OK. What should I do now?', 'What do I do next?', 'Now what?', "What's the next step?"],
  notAskingWhatNow: ['What should I do now that I have a new job?', 'What do you do now?'],
} as const;

export const asksWhatNow = (message: string): boolean => ASKS_WHAT_NOW.test(message.trim());

export function takesItIn(message: string): boolean {
  return TAKES_IT_IN.test(message.trim());
}

/** The task again, after thanks or 'I understand', if the teacher's last turn ended by setting one. */
export function pendingPractice(message: string, lastTurn: string | undefined, chooser: Chooser): string | null {
  const isNextStepAsked = asksWhatNow(message);
  if ((!takesItIn(message) && !isNextStepAsked) || !lastTurn) return null;
  const task = splitSentences(lastTurn).at(-1)?.trim();
  if (!task || !INVITES.test(task)) return null;
  // 'What should I do now?': the task is the next step.
  if (isNextStepAsked) return `${chooser.pick('pending-next', ['Your turn:', "Let's practise:"])} ${task.charAt(0).toLowerCase()}${task.slice(1)}`;
  const ack = THANKS.test(message) ? chooser.pick('pending-thanks', ['My pleasure.', "You're very welcome."]) : chooser.pick('pending-understood', ['Great!', 'Good, that is the main thing.']);
  return `${ack} ${task}`;
}
