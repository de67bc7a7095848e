/**
 * An error message in the request's language. English is answered exactly as the code wrote it. Otherwise
 * the message is found in the API's catalogue by the catalogue text its error carries, or by its English
 * (as gettext finds a message by its English): a sentence without values, or one built from a constant
 * listed below. A field's problem ("messages.0.content: ...") keeps the field's name. A message the
 * catalogue does not hold (one naming an API field, for the developers of a client) stays English.
 */
import type { Context } from 'hono';
import { LESSON_MAX_TURNS } from '#/shared/api/course';
import { MAX_AUDIO_SECONDS } from '#/shared/api/transcription';
import { MAX_MESSAGE_LENGTH } from '#/shared/chat-api';
import { FREE_MESSAGE_LIMIT, MAX_NAME_LENGTH } from '#/shared/constants';
import { PLACEMENT_ANSWER_MAX_LENGTH } from '#/shared/course/placement-constants';
import { translate } from '#/shared/i18n/catalogue';
import { DEFAULT_LOCALE, type Locale } from '#/shared/i18n/locales';
import { messageArguments, parseMessage } from '#/shared/i18n/parse-message';
import { MAX_PRONUNCIATION_SECONDS, MAX_PRONUNCIATION_TEXT } from '#/shared/pronunciation';
import { englishErrorMessage, type ErrorText } from './app-error';
import { MAX_BODY_BYTES } from './limit-body-size';
import { apiErrorCatalogue } from './messages/catalogue';
import { MAX_JSON_DEPTH } from './read-request-depth';
import { requestLocale } from './request-locale';

/**
 * Messages written with a constant in them (zod's messages in src/shared/api, shared constants): the
 * values that make their English. A value the English shows unformatted ("4000", not "4,000") is text.
 */
const BUILT_FROM_CONSTANTS: readonly ErrorText[] = [
  { key: 'freeLimitReached', values: { limit: FREE_MESSAGE_LIMIT } },
  { key: 'tooDeeplyNested', values: { depth: MAX_JSON_DEPTH } },
  { key: 'bodyTooLarge', values: { kilobytes: MAX_BODY_BYTES / 1024 } },
  { key: 'messageTooLong', values: { max: String(MAX_MESSAGE_LENGTH) } },
  { key: 'answerTooLong', values: { max: String(PLACEMENT_ANSWER_MAX_LENGTH) } },
  { key: 'sentenceTooLong', values: { max: MAX_PRONUNCIATION_TEXT } },
  { key: 'recordingTooLong', values: { seconds: MAX_AUDIO_SECONDS } },
  { key: 'recordingTooLong', values: { seconds: MAX_PRONUNCIATION_SECONDS } },
  { key: 'lessonTurnsUsed', values: { turns: LESSON_MAX_TURNS } },
  { key: 'nameTooLong', values: { max: MAX_NAME_LENGTH } },
];

let byEnglish: Map<string, ErrorText> | undefined;

/** The catalogue text whose English is exactly `message`. */
export function findErrorText(message: string): ErrorText | undefined {
  if (!byEnglish) {
    byEnglish = new Map();
    for (const [key, english] of Object.entries(apiErrorCatalogue.english) as [ErrorText['key'], string][]) {
      if (messageArguments(parseMessage(english)).size === 0) byEnglish.set(english, { key });
    }
    for (const text of BUILT_FROM_CONSTANTS) byEnglish.set(englishErrorMessage(text), text);
  }
  return byEnglish.get(message);
}

export function localizeErrorMessage(locale: Locale, message: string, text?: ErrorText): string {
  if (locale === DEFAULT_LOCALE) return message;
  const found = text ?? findErrorText(message);
  if (found) return translate(apiErrorCatalogue, locale, found.key, found.values);
  const field = /^([\w.[\]]+): (.+)$/s.exec(message);
  const problem = field ? findErrorText(field[2]!) : undefined;
  if (field && problem) return `${field[1]}: ${translate(apiErrorCatalogue, locale, problem.key, problem.values)}`;
  return message;
}

/** An error message in the language of the request `c` answers. */
export function errorMessageFor(c: Context, message: string, text?: ErrorText): string {
  return localizeErrorMessage(requestLocale(c), message, text);
}
