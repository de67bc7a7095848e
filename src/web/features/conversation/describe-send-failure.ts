/**
 * What a failed send tells the learner: plain words, never a raw error or a file name. `shouldEdit` means
 * sending the same words again would fail the same way (refused or unstorable text): they go back to the box.
 */
import { ApiError } from '#/web/lib/api-client';
import { TimeoutError } from '#/web/lib/with-timeout';

export type SendFailure = { notice: string; shouldEdit: boolean };

export const OFFLINE_NOTICE = "You're offline — we'll keep your message.";

export function describeSendFailure(error: unknown, teacherName: string, isOnline = navigator.onLine): SendFailure {
  if (!isOnline) return { notice: `${OFFLINE_NOTICE} Press Retry when you're back online.`, shouldEdit: false };
  if (error instanceof TimeoutError) return { notice: `${teacherName} took too long to answer. Your message is kept: press Retry.`, shouldEdit: false };
  if (error instanceof ApiError) {
    // The provider refused the text: the server's own words ask the learner to say it another way.
    if (error.code === 'message_refused') return { notice: error.message, shouldEdit: true };
    if (error.code === 'unstorable_text') return { notice: 'Your message has a character Parley cannot save. Remove it and send again.', shouldEdit: true };
    if (error.code === 'rate_limited' && error.message) return { notice: error.message, shouldEdit: false };
    if (error.code === 'provider_failed' || error.code === 'stream_interrupted' || error.status === 502 || error.status === 503) {
      return { notice: `${teacherName} couldn't answer just now. Your message is kept: press Retry.`, shouldEdit: false };
    }
    return { notice: 'Something went wrong on our side. Your message is kept: press Retry.', shouldEdit: false };
  }
  // A dropped connection, or a part of the app that could not be downloaded.
  return { notice: "The connection dropped before your message arrived. It's kept: press Retry.", shouldEdit: false };
}
