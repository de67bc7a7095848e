/**
 * Every English error family, in the order their edits win when two touch the same words. Add a family here.
 * 'infront' -> 'in front' goes first: read as one unknown word, it would make other rules guess ('waited for infront').
 */
import { aBeforeSingularNoun } from './rules/a-before-singular-noun';
import { aOrAn } from './rules/a-or-an';
import { articleInFixedPhrases } from './rules/article-in-fixed-phrases';
import { asOrLike } from './rules/as-or-like';
import { hobbyIsIng } from './rules/hobby-is-ing';
import { aWithPlural } from './rules/a-with-plural';
import { beOrHave } from './rules/be-or-have';
import { beAbleTo } from './rules/be-able-to';
import { becauseOf } from './rules/because-of';
import { beWithBaseVerb } from './rules/be-with-base-verb';
import { comparatives } from './rules/comparatives';
import { countablePlural } from './rules/countable-plural';
import { demonstrativeNumber } from './rules/demonstrative-number';
import { dependentPrepositions } from './rules/dependent-prepositions';
import { doubleSubject } from './rules/double-subject';
import { edOrIngAdjective } from './rules/ed-or-ing-adjective';
import { adjectiveForAdverb } from './rules/adjective-for-adverb';
import { everyEachPlural } from './rules/every-each-plural';
import { peopleNotPeoples } from './rules/people-not-peoples';
import { pronounGender } from './rules/pronoun-gender';
import { pronounCase } from './rules/pronoun-case';
import { doubleNegative } from './rules/double-negative';
import { aBeforeAJob } from './rules/a-before-a-job';
import { perfectWithoutHave } from './rules/perfect-without-have';
import { noPrepositionBefore } from './rules/no-preposition-before';
import { mealsWithoutArticle } from './rules/meals-without-article';
import { pairNouns } from './rules/pair-nouns';
import { adjectiveBeforePerson } from './rules/adjective-before-person';
import { verbNounCollocations } from './rules/verb-noun-collocations';
import { irregularPluralsRule } from './rules/irregular-plurals';
import { mediaPrepositions } from './rules/media-prepositions';
import { prepositionsOfTime } from './rules/prepositions-of-time';
import { firstConditional } from './rules/first-conditional';
import { secondConditional } from './rules/second-conditional';
import { perfectWithPastForm } from './rules/perfect-with-past-form';
import { thirdConditional } from './rules/third-conditional';
import { fixedExpressions } from './rules/fixed-expressions';
import type { GrammarRule } from '../../grammar/grammar-rule';
import { indirectObject } from './rules/indirect-object';
import { itsOrItIs } from './rules/its-or-it-is';
import { lendOrBorrow } from './rules/lend-or-borrow';
import { affectOrEffect } from './rules/affect-or-effect';
import { makeOrDo } from './rules/make-or-do';
import { missingApostrophe } from './rules/missing-apostrophe';
import { missingItSubject } from './rules/missing-it-subject';
import { modalVerbs } from './rules/modal-verbs';
import { oneWordOrTwo } from './rules/one-word-or-two';
import { pluralAfterQuantifier } from './rules/plural-after-quantifier';
import { quantifierOf } from './rules/quantifier-of';
import { questionWordOrder } from './rules/question-word-order';
import { relativeWhat } from './rules/relative-what';
import { agreementAcrossPhrase } from './rules/agreement-across-phrase';
import { linkingWordTwice } from './rules/linking-word-twice';
import { nounForAdjective } from './rules/noun-for-adjective';
import { subjectVerbAgreement } from './rules/subject-verb-agreement';
import { tenseWithTimeMarkers } from './rules/tense-with-time-markers';
import { toForPurpose } from './rules/to-for-purpose';
import { uncountableNouns } from './rules/uncountable-nouns';
import { countryWithoutArticle } from './rules/country-without-article';
import { usedTo } from './rules/used-to';
import { knowHowTo } from './rules/know-how-to';
import { veryMuchPosition } from './rules/very-much-position';
import { verbPatterns } from './rules/verb-patterns';
import { whoAgreement } from './rules/who-agreement';

export const englishRules: readonly GrammarRule[] = [
  oneWordOrTwo, beOrHave, questionWordOrder, firstConditional, secondConditional, thirdConditional, tenseWithTimeMarkers, uncountableNouns, everyEachPlural, peopleNotPeoples, doubleNegative, prepositionsOfTime, aBeforeAJob, perfectWithoutHave, perfectWithPastForm, noPrepositionBefore, mealsWithoutArticle, countryWithoutArticle, pairNouns, adjectiveBeforePerson, verbNounCollocations, irregularPluralsRule, mediaPrepositions, pluralAfterQuantifier, doubleSubject, pronounGender, pronounCase,
  modalVerbs, verbPatterns, indirectObject, dependentPrepositions, comparatives, makeOrDo, lendOrBorrow, affectOrEffect, edOrIngAdjective, subjectVerbAgreement, agreementAcrossPhrase, demonstrativeNumber, itsOrItIs, aOrAn,
  articleInFixedPhrases, aWithPlural, beWithBaseVerb, missingApostrophe, becauseOf, beAbleTo, whoAgreement, quantifierOf, countablePlural, aBeforeSingularNoun, fixedExpressions,
  asOrLike, linkingWordTwice, nounForAdjective, hobbyIsIng, relativeWhat, missingItSubject, toForPurpose, adjectiveForAdverb, usedTo, veryMuchPosition, knowHowTo,
];
