/** Every Spanish error family (Lucía's lessons), named by its file: corrections carry 'es:<name>'. Add a family here. */
import type { GrammarRule } from '../../../grammar/grammar-rule';
import { aPlusEl } from './a-plus-el';
import { articleBeforeSubject } from './article-before-subject';
import { genderAndNumber } from './gender-and-number';
import { gustarAgreement } from './gustar-agreement';
import { personalA } from './personal-a';
import { pluralSubjectVerb } from './plural-subject-verb';
import { preteriteOrImperfect } from './preterite-or-imperfect';
import { serOrEstar } from './ser-or-estar';
import { spelling } from './spelling';
import { subjunctiveInMainClause } from './subjunctive-in-main-clause';
import { writtenAccents } from './written-accents';
import { yBeforeI } from './y-before-i';
import { yoVerbAgreement } from './yo-verb-agreement';

export type NamedSpanishRule = { name: string; rule: GrammarRule };

/** Spelling first: the other families read the words as they were meant ('tambien' -> 'también'). */
export const namedSpanishRules: readonly NamedSpanishRule[] = [
  { name: 'spelling', rule: spelling },
  { name: 'written-accents', rule: writtenAccents },
  { name: 'gustar-agreement', rule: gustarAgreement },
  { name: 'a-plus-el', rule: aPlusEl },
  { name: 'ser-or-estar', rule: serOrEstar },
  { name: 'preterite-or-imperfect', rule: preteriteOrImperfect },
  { name: 'personal-a', rule: personalA },
  { name: 'gender-and-number', rule: genderAndNumber },
  { name: 'yo-verb-agreement', rule: yoVerbAgreement },
  { name: 'plural-subject-verb', rule: pluralSubjectVerb },
  { name: 'subjunctive-in-main-clause', rule: subjunctiveInMainClause },
  { name: 'article-before-subject', rule: articleBeforeSubject },
  { name: 'y-before-i', rule: yBeforeI },
];

export const spanishRules: readonly GrammarRule[] = namedSpanishRules.map((r) => r.rule);
