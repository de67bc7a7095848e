/** Every Spanish error family (Lucía's lessons). Add a family here. */
import type { GrammarRule } from '../rules/grammar-rule';
import { aPlusEl } from './a-plus-el';
import { genderAndNumber } from './gender-and-number';
import { gustarAgreement } from './gustar-agreement';
import { personalA } from './personal-a';
import { preteriteOrImperfect } from './preterite-or-imperfect';
import { serOrEstar } from './ser-or-estar';

export const spanishRules: readonly GrammarRule[] = [gustarAgreement, aPlusEl, serOrEstar, preteriteOrImperfect, personalA, genderAndNumber];
