/** Answers a learner's direct question (detect-question.ts) with the module for its kind; null when none applies. */
import { answerPhrasalVerbsFor, answerPhrasalVerbsOf } from './answer-phrasal-verbs';
import { answerChoice } from './answer-choice';
import { answerFalseFriends } from './answer-false-friends';
import type { Answer, AnswerContext, AnswerModule } from './answer';
import { answerAboutTeacher } from './answer-about-teacher';
import { answerBandEstimate } from './answer-band-estimate';
import { answerBusinessIdioms, answerBusinessPhrase, answerEverydayIdioms } from './answer-business';
import { answerComparison } from './answer-comparison';
import { answerEmailOpening } from './answer-email-opening';
import { answerExample } from './answer-example';
import { answerForms } from './answer-forms';
import { answerIeltsFormat } from './answer-ielts-format';
import { answerWordStress } from './answer-word-stress';
import { answerInterviewTip, answerStar } from './answer-interview';
import { answerGrammarUse } from './answer-grammar-use';
import { answerLevel } from './answer-level';
import { answerRecall } from './answer-recall';
import { answerStudyPlan } from './answer-study-plan';
import { answerMeaning } from './answer-meaning';
import { answerPronunciation } from './answer-pronunciation';
import { answerSpanishPhrase } from './answer-spanish-phrase';
import { answerWhatToSay } from './answer-what-to-say';
import { answerAdvice } from './answer-advice';
import { answerCorrections } from './answer-corrections';
import { answerPronunciationCheck } from './answer-pronunciation-check';
import { answerInEnglish, answerSpeakSlowly } from './answer-speak-slowly';
import { answerNoMicrophone } from './answer-no-microphone';
import { answerBorrowRequest } from './answer-borrow-request';
import { answerDiscussion } from './answer-discussion';
import { answerTopicSuggestion } from './answer-topic-suggestion';
import { answerFeedback } from './answer-feedback';
import { answerAOrAn } from './answer-a-or-an';
import { answerPoliterOfTwo } from './answer-politer-of-two';
import { answerRegister } from './answer-register';
import { answerPracticeWords } from './answer-practice-words';
import { answerMakeShorter } from './answer-make-shorter';
import { answerCityGuide } from './answer-city-guide';
import { answerOtherLanguage } from './answer-other-language';
import { answerTopicWords } from './answer-topic-words';
import { answerSpanishRequest } from './answer-spanish-request';
import { answerRecommendation } from './answer-recommendation';
import { answerConjugation } from './answer-conjugation';
import { answerFirstLanguageSounds } from './answer-first-language-sounds';
import { answerTongueTwister } from './answer-tongue-twister';
import { answerKnowHow } from './answer-know-how';
import { answerHelpRequest } from './answer-help-request';
import { answerWordAlternatives, answerWordRegister } from './answer-word-alternatives';
import { answerSpelling } from './answer-spelling';
import { answerWordSaidTwoWays } from './answer-word-said-two-ways';
import { answerSilentLetter } from './answer-silent-letter';
import { answerFirstLanguageMistakes } from './answer-first-language-mistakes';
import { answerJoke } from './answer-joke';
import { answerNounGender } from './answer-noun-gender';
import { answerSpainQuestion } from './answer-spain-question';
import { answerIeltsPractice } from './answer-ielts-practice';
import { answerNounNumber } from './answer-noun-number';
import { answerSayANumber } from './answer-say-a-number';
import type { LearnerQuestion, QuestionKind } from './detect-question';
import { describeFamilyWord, familyWordFor } from './family-words';

const MODULES: Record<QuestionKind, AnswerModule> = {
  meaning: answerMeaning,
  'family-word': (question) => {
    const found = familyWordFor(question.subject);
    return found ? describeFamilyWord(found) : null;
  },
  'past-tense': answerForms,
  participle: answerForms,
  plural: answerForms,
  comparative: answerForms,
  'is-correct': answerComparison,
  example: answerExample,
  difference: answerComparison,
  pronunciation: answerPronunciation,
  'word-stress': answerWordStress,
  'word-said-two-ways': answerWordSaidTwoWays,
  'silent-letter': answerSilentLetter,
  'phrasal-verbs-of': answerPhrasalVerbsOf,
  'phrasal-verbs-for': answerPhrasalVerbsFor,
  choice: answerChoice,
  'false-friends': answerFalseFriends,
  'first-language-mistakes': answerFirstLanguageMistakes,
  joke: (_question, context) => answerJoke(context),
  'spanish-phrase': answerSpanishPhrase,
  'band-score': answerBandEstimate,
  'ielts-format': answerIeltsFormat,
  star: answerStar,
  'interview-tip': answerInterviewTip,
  'email-opening': answerEmailOpening,
  'business-idiom': answerBusinessIdioms,
  'business-phrase': answerBusinessPhrase,
  'what-to-say': answerWhatToSay,
  advice: answerAdvice,
  'about-teacher': answerAboutTeacher,
  discussion: answerDiscussion,
  recall: answerRecall,
  'study-plan': answerStudyPlan,
  level: answerLevel,
  'grammar-use': answerGrammarUse,
  corrections: answerCorrections,
  'pronunciation-check': answerPronunciationCheck,
  'speak-slowly': answerSpeakSlowly,
  'in-english': answerInEnglish,
  'no-microphone': answerNoMicrophone,
  'borrow-request': answerBorrowRequest,
  'topic-suggestion': answerTopicSuggestion,
  'answer-feedback': answerFeedback,
  register: answerRegister,
  'make-shorter': answerMakeShorter,
  'politer-of-two': answerPoliterOfTwo,
  'a-or-an': answerAOrAn,
  'tongue-twister': answerTongueTwister,
  'practice-words': answerPracticeWords,
  'city-guide': answerCityGuide,
  'other-language': answerOtherLanguage,
  'topic-words': answerTopicWords,
  'spanish-request': answerSpanishRequest,
  recommendation: answerRecommendation,
  conjugation: answerConjugation,
  'first-language-sounds': answerFirstLanguageSounds,
  'know-how': answerKnowHow,
  synonym: answerWordAlternatives,
  opposite: answerWordAlternatives,
  'word-tone': answerWordAlternatives,
  'word-register': answerWordRegister,
  spelling: answerSpelling,
  'everyday-idiom': answerEverydayIdioms,
  'help-request': answerHelpRequest,
  'noun-gender': answerNounGender,
  'spain-question': answerSpainQuestion,
  'ielts-practice': answerIeltsPractice,
  'noun-number': answerNounNumber,
  'say-a-number': answerSayANumber,
};

export async function answerQuestion(question: LearnerQuestion, context: AnswerContext): Promise<Answer | null> {
  return MODULES[question.kind](question, context);
}
