/**
 * Daniel's answering tips in interview practice (keys of messages/). What he says (the opening and the questions,
 * English in every interface language) is in #/shared/script-lines, as the server stores the same words.
 */
import type en from '../messages/en';

export const INTERVIEW_TIPS: ReadonlyArray<{ title: keyof typeof en; text: keyof typeof en }> = [
  { title: 'tipStarTitle', text: 'tipStarText' },
  { title: 'tipOwnPartTitle', text: 'tipOwnPartText' },
  { title: 'tipNumberTitle', text: 'tipNumberText' },
  { title: 'tipLengthTitle', text: 'tipLengthText' },
  { title: 'tipPauseTitle', text: 'tipPauseText' },
];
