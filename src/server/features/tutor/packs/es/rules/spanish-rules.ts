/** Every Spanish error family (Lucía's lessons), named by its id (its file's name): corrections carry 'es:<id>'. Add a family here. */
import type { GrammarRule } from '../../../grammar/grammar-rule';
import { aPlusEl } from './a-plus-el';
import { articleBeforeSubject } from './article-before-subject';
import { desdeHace } from './desde-hace';
import { shortFormBeforeNoun } from './short-form-before-noun';
import { doubleComparative } from './double-comparative';
import { elBeforeStressedA } from './el-before-stressed-a';
import { englishPhraseCalques } from './english-phrase-calques';
import { falseFriendsRule } from './false-friends';
import { genderAndNumber } from './gender-and-number';
import { infinitiveAsVerb } from './infinitive-as-verb';
import { irAInfinitive } from './ir-a-infinitive';
import { irAPlace } from './ir-a-place';
import { irregularVerbForms } from './irregular-verb-forms';
import { genteAgreement } from './gente-agreement';
import { graciasPor } from './gracias-por';
import { gustarAgreement } from './gustar-agreement';
import { perfectWithFinishedTime } from './perfect-with-finished-time';
import { numbersInOneWord } from './numbers-in-one-word';
import { personalA } from './personal-a';
import { porOrPara } from './por-or-para';
import { portugueseWords } from './portuguese-words';
import { questionWordAccents } from './question-word-accents';
import { reflexiveRoutine } from './reflexive-routine';
import { pluralSubjectVerb } from './plural-subject-verb';
import { preteriteOrImperfect } from './preterite-or-imperfect';
import { saberOrConocer } from './saber-or-conocer';
import { serForOrigin } from './ser-for-origin';
import { siWithConditional } from './si-with-conditional';
import { serOrEstar } from './ser-or-estar';
import { spelling } from './spelling';
import { tenerExpressions } from './tener-expressions';
import { subjunctiveAfterQue } from './subjunctive-after-que';
import { subjunctiveInMainClause } from './subjunctive-in-main-clause';
import { writtenAccents } from './written-accents';
import { yBeforeI } from './y-before-i';
import { verbWithItsPreposition } from './verb-with-its-preposition';
import { yoVerbAgreement } from './yo-verb-agreement';

/** Spelling first: the other families read the words as they were meant ('tambien' -> 'también'). */
export const spanishRules: readonly GrammarRule[] = [
  spelling, writtenAccents, irregularVerbForms, gustarAgreement, aPlusEl, serOrEstar, preteriteOrImperfect, personalA, genderAndNumber, yoVerbAgreement, pluralSubjectVerb, subjunctiveInMainClause, subjunctiveAfterQue, articleBeforeSubject, yBeforeI, graciasPor,
  genteAgreement, doubleComparative, serForOrigin, perfectWithFinishedTime, saberOrConocer, tenerExpressions,
  elBeforeStressedA, numbersInOneWord, falseFriendsRule, desdeHace, porOrPara, siWithConditional, reflexiveRoutine, infinitiveAsVerb, irAInfinitive, irAPlace,
  verbWithItsPreposition, englishPhraseCalques, portugueseWords, questionWordAccents, shortFormBeforeNoun,
];
