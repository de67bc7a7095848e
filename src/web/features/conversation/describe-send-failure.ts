/**
 * What a failed send tells the learner: plain words, never a raw error or a file name. `shouldEdit` means
 * sending the same words again would fail the same way (refused or unstorable text): they go back to the box.
 * Loaded with the streaming code; send-failure-notices covers the cases where that code is out of reach.
 */
import { ApiError } from '#/web/lib/api-client';
import { TimeoutError } from '#/web/lib/with-timeout';
import { droppedFailure, offlineFailure, type SendFailure } from './send-failure-notices';

export function describeSendFailure(error: unknown, teacherName: string, isOnline = navigator.onLine): SendFailure {
  if (!isOnline) return offlineFailure();
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
  return droppedFailure();
}
