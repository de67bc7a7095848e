/**
 * What a failed send tells the learner: plain words, never a raw error or a file name. `shouldEdit` means
 * sending the same words again would fail the same way (refused or unstorable text): they go back to the box.
 * Loaded with the streaming code; send-failure-notices covers the cases where that code is out of reach.
 */
import { makeTranslate } from '#/web/i18n/use-t';
import { ApiError } from '#/web/lib/api-client';
import { TimeoutError } from '#/web/lib/with-timeout';
import english from './messages/en';
import { type ConversationWords, droppedFailure, offlineFailure, type SendFailure } from './send-failure-notices';

const inEnglish = makeTranslate('en', english, english);

/** `t`: the conversation's words in the interface language (English when not given). */
export function describeSendFailure(error: unknown, teacherName: string, isOnline = navigator.onLine, t: ConversationWords = inEnglish): SendFailure {
  if (!isOnline) return offlineFailure(t);
  if (error instanceof TimeoutError) return { notice: t('teacherTookTooLong', { teacher: teacherName }), shouldEdit: false };
  if (error instanceof ApiError) {
    // The provider refused the text: the server's own words (in the interface language) ask the learner to say it another way.
    if (error.code === 'message_refused') return { notice: error.message, shouldEdit: true };
    if (error.code === 'unstorable_text') return { notice: t('unstorableCharacter'), shouldEdit: true };
    if (error.code === 'rate_limited' && error.message) return { notice: error.message, shouldEdit: false };
    if (error.code === 'provider_failed' || error.code === 'stream_interrupted' || error.status === 502 || error.status === 503) {
      return { notice: t('teacherCouldNotAnswer', { teacher: teacherName }), shouldEdit: false };
    }
    return { notice: t('somethingWentWrong'), shouldEdit: false };
  }
  // A dropped connection, or a part of the app that could not be downloaded.
  return droppedFailure(t);
}
