/** The submission as it appears in the chat and reaches the teacher: a heading naming the task, then the text. */
import type { WritingChallenge } from '#/shared/writing-challenges';
import { MAX_WRITING_LENGTH } from './writing-copy';

export function formatWritingSubmission(text: string, challenge: WritingChallenge | undefined): string {
  const heading = challenge ? `Writing challenge: ${challenge.title}` : 'Free writing';
  return `${heading}\n\n${text.trim().slice(0, MAX_WRITING_LENGTH)}`;
}
