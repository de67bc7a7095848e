/** What Claire's writing panel offers besides the challenges: free-writing prompts, tips and her start message. */
import type { WritingChallenge } from '#/shared/writing-challenges';

/** Leaves room for the heading within the chat function's 4,000 characters a message. */
export const MAX_WRITING_LENGTH = 3_800;

export const WRITING_PROMPTS: readonly string[] = [
  'Describe your morning routine and one thing you would like to change about it.',
  'Write about a book, film or series you enjoyed recently and why.',
  'What would make your town or city a happier place for everyone?',
  'Write a short thank-you message to someone who helped you.',
];

export const WRITING_TIPS: readonly string[] = [
  'Say your main idea in the first sentence.',
  'Keep one main idea per paragraph.',
  'Link ideas with words such as however, as a result and in addition.',
  'Read your text aloud before you submit it: slips are easier to hear than to see.',
];

/** Posted and spoken when the learner presses Start Writing Challenge. */
export function writingStartMessage(challenge: WritingChallenge | undefined): string {
  if (!challenge) {
    return "Let's write! Choose one of the challenges, or write freely about anything you like, perhaps one of the prompts. Write in the box and press Submit when you're ready, and I'll give you feedback.";
  }
  return `Let's begin the challenge ${challenge.title}. ${challenge.description} Write in the box and press Submit when you're ready, and I'll give you feedback.`;
}
