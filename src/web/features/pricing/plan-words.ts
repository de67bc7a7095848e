/**
 * The plan catalogue (src/shared/plans.ts) is English for the server as well: the cards find each plan word's
 * key by its English and show it in the interface language. A word not listed here is shown as it is.
 */
import type { Translate } from '#/web/i18n/use-t';
import en from './messages/en';

const PLAN_WORDS = ['monthly', 'yearly', 'getMonthly', 'getYearly', 'planDescription', 'perMonth', 'perYear', 'featureUnlimited', 'featureVoiceAndText', 'featureCorrections', 'featureInterviews'] as const;
const keyByEnglish = new Map<string, (typeof PLAN_WORDS)[number]>(PLAN_WORDS.map((key) => [en[key], key]));

export function planWord(t: Translate<typeof en>, text: string): string {
  const key = keyByEnglish.get(text);
  return key ? t(key) : text;
}
