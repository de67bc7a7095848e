/**
 * What Claire's writing panel offers besides the challenges: free-writing prompts and tips (keys of messages/), and
 * her start message, which she says in English whatever the interface language (her voice speaks it).
 */
import type { WritingChallenge } from '#/shared/writing-challenges';
import type en from '../messages/en';

/** Leaves room for the heading within the chat function's 4,000 characters a message. */
export const MAX_WRITING_LENGTH = 3_800;

export const WRITING_PROMPTS: readonly (keyof typeof en)[] = ['promptMorning', 'promptBookOrFilm', 'promptHappierTown', 'promptThankYou'];

export const WRITING_TIPS: readonly (keyof typeof en)[] = ['tipMainIdeaFirst', 'tipOneIdeaPerParagraph', 'tipLinkIdeas', 'tipReadAloud'];

/** Posted and spoken when the learner presses Start Writing Challenge. */
export function writingStartMessage(challenge: WritingChallenge | undefined): string {
  if (!challenge) {
    return "Let's write! Choose one of the challenges, or write freely about anything you like, perhaps one of the prompts. Write in the box and press Submit when you're ready, and I'll give you feedback.";
  }
  return `Let's begin the challenge ${challenge.title}. ${challenge.description} Write in the box and press Submit when you're ready, and I'll give you feedback.`;
}
