/**
 * A correction the notebook kept (its English `why` and the rule that made it), explained in another language: the
 * `why` is read back as the reason message it was said from (packs/<lang>/messages), with the learner's words it
 * quotes, and said again in `locale`. A note that is no such message (a model's, Harper's own words) stays as it is.
 */
import { type Catalogue, type Messages, translate } from '#/shared/i18n/catalogue';
import { DEFAULT_LOCALE, type Locale } from '#/shared/i18n/locales';
import { messageArguments, parseMessage } from '#/shared/i18n/parse-message';
import { englishReasonsCatalogue } from './packs/en/messages/catalogue';
import { spanishReasonsCatalogue } from './packs/es/messages/catalogue';
import { escapeRegExp } from '../../lib/escape-reg-exp';

type Reading = { catalogue: Catalogue<Messages>; key: string; family: string; pattern: RegExp; names: string[] };

const MARK = '\u0000';

/** A message's English as a pattern that gives back the values it was said with: each value once, a repeat the same. */
function readingOf(catalogue: Catalogue<Messages>, key: string): Reading {
  const names = [...messageArguments(parseMessage(catalogue.english[key]!))];
  const marked = translate(catalogue, DEFAULT_LOCALE, key, Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`])));
  const order: string[] = [];
  const source = marked
    .split(MARK)
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegExp(part);
      const seen = order.indexOf(part);
      if (seen >= 0) return `\\${seen + 1}`;
      order.push(part);
      return '(.+?)';
    })
    .join('');
  return { catalogue, key, family: key.split('.')[0]!.toLowerCase(), pattern: new RegExp(`^${source}$`, 's'), names: order };
}

let readings: Reading[] | undefined;
const allReadings = () =>
  (readings ??= [englishReasonsCatalogue, spanishReasonsCatalogue].flatMap((catalogue) => Object.keys(catalogue.english).map((key) => readingOf(catalogue as Catalogue<Messages>, key))));

export function explainNotedCorrection(note: string, rule: string | null, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || note === '') return note;
  const family = rule?.toLowerCase();
  // The rule's own reasons first: another family's message with the same English says the same thing.
  const candidates = [...allReadings()].sort((a, b) => Number(b.family === family) - Number(a.family === family));
  for (const reading of candidates) {
    const match = reading.pattern.exec(note);
    if (!match) continue;
    const values = Object.fromEntries(reading.names.map((name, i) => [name, match[i + 1]!]));
    return translate(reading.catalogue, locale, reading.key, values);
  }
  return note;
}
