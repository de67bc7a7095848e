/**
 * Every English error family, in the order their edits win when two touch the same words. Add a family here.
 * 'infront' -> 'in front' goes first: read as one unknown word, it would make other rules guess ('waited for infront').
 */
import { aBeforeSingularNoun } from './a-before-singular-noun';
import { aOrAn } from './a-or-an';
import { articleInFixedPhrases } from './article-in-fixed-phrases';
import { aWithPlural } from './a-with-plural';
import { beOrHave } from './be-or-have';
import { beAbleTo } from './be-able-to';
import { becauseOf } from './because-of';
import { beWithBaseVerb } from './be-with-base-verb';
import { comparatives } from './comparatives';
import { countablePlural } from './countable-plural';
import { demonstrativeNumber } from './demonstrative-number';
import { dependentPrepositions } from './dependent-prepositions';
import { doubleSubject } from './double-subject';
import { edOrIngAdjective } from './ed-or-ing-adjective';
import { everyEachPlural } from './every-each-plural';
import { firstConditional } from './first-conditional';
import { fixedExpressions } from './fixed-expressions';
import type { GrammarRule } from './grammar-rule';
import { indirectObject } from './indirect-object';
import { itsOrItIs } from './its-or-it-is';
import { makeOrDo } from './make-or-do';
import { missingApostrophe } from './missing-apostrophe';
import { modalVerbs } from './modal-verbs';
import { oneWordOrTwo } from './one-word-or-two';
import { pluralAfterQuantifier } from './plural-after-quantifier';
import { quantifierOf } from './quantifier-of';
import { questionWordOrder } from './question-word-order';
import { subjectVerbAgreement } from './subject-verb-agreement';
import { tenseWithTimeMarkers } from './tense-with-time-markers';
import { uncountableNouns } from './uncountable-nouns';
import { verbPatterns } from './verb-patterns';
import { whoAgreement } from './who-agreement';

export const englishRules: readonly GrammarRule[] = [
  oneWordOrTwo, beOrHave, questionWordOrder, firstConditional, tenseWithTimeMarkers, uncountableNouns, everyEachPlural, pluralAfterQuantifier, doubleSubject,
  modalVerbs, verbPatterns, indirectObject, dependentPrepositions, comparatives, makeOrDo, edOrIngAdjective, subjectVerbAgreement, demonstrativeNumber, itsOrItIs, aOrAn,
  articleInFixedPhrases, aWithPlural, beWithBaseVerb, missingApostrophe, becauseOf, beAbleTo, whoAgreement, quantifierOf, countablePlural, aBeforeSingularNoun, fixedExpressions,
];
