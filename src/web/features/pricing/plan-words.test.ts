import { describe, expect, it } from 'vitest';
import { sellablePlans } from '#/shared/plans';
import { makeTranslate } from '#/web/i18n/use-t';
import en from './messages/en';
import ja from './messages/ja';
import { planWord } from './plan-words';

const plans = sellablePlans({ monthly: 'price_m', yearly: 'price_y', core: 'price_c', pro: 'price_p' });
const words = plans.flatMap((plan) => [plan.name, `Get ${plan.name}`, plan.description, plan.periodLabel, ...plan.features]);

describe('planWord', () => {
  it('keeps every word of the plan catalogue in English exactly', () => {
    const t = makeTranslate('en', en, en);
    for (const word of words) expect(planWord(t, word)).toBe(word);
  });

  it('has a translation for every word of the plan catalogue', () => {
    const t = makeTranslate('ja', en, ja);
    for (const word of words) expect(planWord(t, word), word).not.toBe(word);
  });
});
