/**
 * The language the offline tutor explains in: the learner's interface language when they asked for explanations
 * in it (`CompletionRequest.explainIn`, set by the chat from their account), else English. Only explanations change:
 * why a sentence was corrected, the words around the learner's corrected sentence, tips and feedback. The corrected
 * sentence, the examples and the conversation stay in the language being learnt (docs/decisions/034).
 */
import { type Catalogue, type Messages, translate } from '#/shared/i18n/catalogue';
import type { MessageValues } from '#/shared/i18n/format-message';
import { DEFAULT_LOCALE, type Locale } from '#/shared/i18n/locales';
import type { CompletionRequest } from '../../lib/language-model';
import type { Correction } from './grammar/correction';
import { tutorCatalogue } from './messages/catalogue';
import { englishReasonsCatalogue } from './packs/en/messages/catalogue';
import { spanishReasonsCatalogue } from './packs/es/messages/catalogue';

/** A catalogue's messages in one language, and that language's way of listing things ('a, b and c'). */
export type Explain<M extends Messages = typeof tutorCatalogue.english> = ((key: keyof M & string, values?: MessageValues<never>) => string) & {
  locale: Locale;
  list: (items: readonly string[]) => string;
};

/** English lists as the tutor always wrote them, with no comma before 'and'. */
const LIST_LOCALE: Partial<Record<Locale, string>> = { en: 'en-GB' };

export function explainer<M extends Messages>(catalogue: Catalogue<M>, locale: Locale): Explain<M> {
  const explain = (key: keyof M & string, values?: MessageValues<never>) => translate(catalogue, locale, key, values);
  const listFormat = new Intl.ListFormat(LIST_LOCALE[locale] ?? locale, { type: 'conjunction' });
  return Object.assign(explain, { locale, list: (items: readonly string[]) => listFormat.format(items) });
}

/** The tutor's own explanations (messages/) in the language this request asks for. */
export function explainerFor(request: Pick<CompletionRequest, 'explainIn'>): Explain {
  return explainer(tutorCatalogue, request.explainIn ?? DEFAULT_LOCALE);
}

const REASON_CATALOGUES: ReadonlyArray<Catalogue<Messages>> = [englishReasonsCatalogue, spanishReasonsCatalogue];

/**
 * Why a correction was made, in `locale`: its reason's message there. In English it is the `why` the rule gave
 * (Harper's own words, when short); a correction with no reason as data (a model's note) keeps its `why`.
 */
export function explainCorrection(correction: Pick<Correction, 'why' | 'reason'>, locale: Locale): string | undefined {
  const { reason } = correction;
  const catalogue = reason && locale !== DEFAULT_LOCALE ? REASON_CATALOGUES.find((c) => reason.key in c.english) : undefined;
  return catalogue && reason ? translate(catalogue, locale, reason.key, reason.values) : correction.why;
}
