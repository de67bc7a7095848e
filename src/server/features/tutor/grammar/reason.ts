/**
 * Why a rule corrected something, as data: a message of its pack's reason catalogue (packs/<lang>/messages, keyed
 * by family id) and the learner's words it quotes. The English `why` is that message in English; a learner who
 * asked for explanations in their own language gets the same message from their language's translation
 * (explain.ts), with the quoted words left as they are in the language being learnt.
 */
import { type Catalogue, type Messages, translate } from '#/shared/i18n/catalogue';

/** Plain strings only: a reason crosses from the grammar worker with the correction it explains. */
export type Reason = { key: string; values?: Record<string, string> };

/** An edit's `why` and `reason` from one catalogue message: spread it into the edit. */
export type Because = { why: string; reason: Reason };

/** A pack's way to give a reason: `because('a-or-an.vowel')`, `because('uncountable-nouns.piece', { word })`. */
export function reasonsFrom<M extends Messages>(catalogue: Catalogue<M>) {
  return (key: keyof M & string, values?: Record<string, string>): Because => ({
    why: translate(catalogue, 'en', key, values),
    reason: values ? { key, values } : { key },
  });
}
