/**
 * What Claire's writing panel offers besides the challenges: free-writing prompts and tips (keys of messages/). Her
 * start message (English whatever the interface language) is in #/shared/script-lines, as the server stores it.
 */
import type en from '../messages/en';

/** Leaves room for the heading within the chat function's 4,000 characters a message. */
export const MAX_WRITING_LENGTH = 3_800;

export const WRITING_PROMPTS: readonly (keyof typeof en)[] = ['promptMorning', 'promptBookOrFilm', 'promptHappierTown', 'promptThankYou'];

export const WRITING_TIPS: readonly (keyof typeof en)[] = ['tipMainIdeaFirst', 'tipOneIdeaPerParagraph', 'tipLinkIdeas', 'tipReadAloud'];
