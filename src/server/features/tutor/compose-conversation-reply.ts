/**
 * 'conversation' and 'demo': answer a direct question (answers/), or recast mistakes, acknowledge what the
 * learner shared and ask a question that builds on it; never ask again what the learner already said.
 */
import { withFavouriteKindToldBefore } from './follow-up/favourite-told-before';
import { isCueCard } from './cue-card';
import { isLongAnswerRequest } from '#/shared/chat-rules';
import { GENERAL_CONVERSATION_TOPIC, LONG_ANSWER_MAX_SENTENCES } from '#/shared/constants';
import type { CompletionRequest } from '../../lib/language-model';
import { createChooser, fillTemplate, type Chooser } from './choose-variant';
import { explainCorrection, explainerFor } from './explain';
import { findKeyPhrase } from './find-key-phrase';
import { findCorrections } from './grammar/find-corrections';
import { fixedParts } from './grammar/fixed-part';
import { greetLearner } from './greet-learner';
import { composeWritingFeedback } from './compose-writing-feedback';
import { withoutLaughter } from './without-laughter';
import { withoutSubjectYo } from './without-subject-yo';
import { withoutTeacherName } from './without-teacher-name';
import { correctnessAsked, questionAskedAgain, questionOfWordNamed, pairAskedOfLastWord, practiceWordChosen, wordSheUsedAsked } from './answers/asked-again';
import { letterDraft, letterLines, paragraphForWritingTeacher, textAfterInvitation, textToCheck, wholeEmail } from './text-to-check';
import { isTaskLed } from './is-task-led';
import { longAnswerSteps } from './long-answer-steps';
import type { Correction } from './grammar/correction';
import { applyCorrections, phraseCorrections, phraseQuestion, withChangeAskedAbout } from './phrase-corrections';
import { isStoryInThePast, isToldInThePastBefore, onlyAddsPresentS } from './grammar/story-in-the-past';
import { pickOnTopicQuestion } from './follow-up/pick-on-topic-question';
import { pickFollowUpQuestion, teacherQuestionBanks } from './pick-follow-up-question';
import { asksHowTeacherIs, isEnglish, isOnlyGreeting, isSelfDoubt, notJustSaid, plainKind, reactToMessage } from './react-to-message';
import { isOwnHardTime } from './detect-mood';
import { englishWordsIn, spanishForEnglishIn, spanishWordGiven } from './follow-up/english-word-in-spanish';
import { respondToHowIFeel } from './follow-up/how-i-feel';
import { respondToWeather } from './follow-up/weather-told';
import { respondToHowTheyFeel } from './follow-up/how-they-feel';
import { respondToHowTheyFeelInSpanish } from './follow-up/how-they-feel-spanish';
import { respondToToldEvent } from './follow-up/told-events';
import { answerLongTurnAside, respondToLongTurn, cueCardForTopicBrought } from './follow-up/after-long-turn';
import { respondToExamNerves } from './follow-up/exam-nerves';
import { exampleForInterviewQuestion, respondToInterviewAnswer } from './follow-up/after-interview-question';
import { questionsToSuggest } from './follow-up/question-for-the-interviewer';
import { examinerModelAnswer } from './follow-up/examiner-model-answer';
import { betterInterviewAnswer } from './follow-up/better-interview-answer';
import { respondToStruggle } from './follow-up/struggle-with-word';
import { respondToNervesAboutNews } from './follow-up/nerves-about-news';
import { respondToSkillDoubt } from './follow-up/skill-doubt';
import { respondToNervesAboutNewsInSpanish } from './follow-up/nerves-about-news-spanish';
import { withIeltsTold, withInterviewTold, withPairReferent, withReferent, withTwoWordsNamed } from './answers/it-refers-to';
import { silentLetterOfWordNamed } from './answers/silent-letters';
import { registerOfWordNamed } from './answers/word-registers';
import { answerWhyHerTaste } from './answers/taste-reasons';
import { answerAboutHerRecommendation } from './answers/teacher-recommends';
import { answerOtherEnglish } from './answers/british-and-american';
import { answerBreakWordDown } from './answers/break-word-down';
import { answerEndingSounds } from './answers/ending-sounds-follow-up';
import { answerAdviceForATrouble } from './answers/advice-for-a-trouble';
import { answerWhatToWorkOn } from './answers/what-to-work-on';
import { answerHowToPractiseTheSounds } from './answers/practise-the-sounds';
import { answerHowItWorks } from './answers/how-it-works';
import { answerSoftenSentence } from './answers/soften-sentence';
import { withPersonToldBefore } from './follow-up/person-told-before';
import { respondToPetTalk } from './follow-up/pet-talk';
import { askedOfFirstLanguageTold } from './answers/sounds-by-first-language';
import { adviceAskedOfProblem, adviceForHardestPart, resourceAskedAgain } from './answers/learning-advice';
import { endAskedAfterStart, situationAskedOfWhatWasTold } from './answers/situation-phrases';
import { isFarewell } from './is-farewell';
import { respondToSkip } from './follow-up/skip-request';
import { asksSimpler, isRepeatRequest, lastPromptOf, sayAgainSlowly } from './repeat-request';
import { answerTopicRequest } from './follow-up/topic-request';
import { startTensePractice } from './follow-up/practise-a-tense';
import { tellAShortStory } from './answers/short-stories';
import { answerPoliteVersion } from './answers/polite-versions';
import { respondToBetterNews } from './follow-up/better-after-hard-time';
import { answerSectionChoice, answerSectionRequest, SECTION_NAMES, topicUnderway } from './follow-up/section-request';
import { isAboutAnInterview, nextInterviewQuestion } from './follow-up/interview-questions-asked';
import { answerAskMeAbout, answerMayIAsk, answerQuestionRequest, asksForAnyQuestion, asksForATopic, asksToPractise, practiceSectionFor, questionStillWaiting, waitsToBeAsked } from './follow-up/question-request';
import { answerRolePlayRequest, asksToPractiseAnInterview } from './role-play/role-play-request';
import { respondToBareYes } from './follow-up/after-yes';
import { whyAfterCorrection } from './why-after-correction';
import { answerWordNotMarked } from './word-not-marked';
import { modelSentenceForPair } from './answers/answer-practice-words';
import { writeWhatWasTold } from './answers/answer-help-request';
import { pendingPractice } from './follow-up/pending-practice';
import { readDrillTypedBack, respondToDrillTypedBack } from './follow-up/drill-typed-back';
import { bandAskedAfterTest, bandOfferDeclined } from './follow-up/band-after-test';
import { planEssay } from './follow-up/essay-planned';
import { respondToEssaySentence } from './follow-up/essay-sentence';
import { withoutCorrectionRequest } from './sentence-after-correction-request';
import { acknowledgeTaughtWord } from './follow-up/used-taught-word';
import { feedbackOnPresentationLines, presentationLinesAsked, presentationSubjectTold } from './answers/presentation-lines';
import { answerSpanishRolePlayRequest, answerSpanishSceneChoice, answerSpanishTripPractice, answerSpanishWhatToSay, enterSpanishSceneOfTopic, isAskedInSpanishScene, isEnglishAside, respondToSpanishRolePlayLine, spanishSceneToResume } from './role-play/spanish-role-plays';
import { examinerReactions, plainReactions, plainSpanishReactions } from './reaction-templates';
import { ORDERED_SECTIONS, TEST_SECTIONS } from './question-banks/question-bank';
import { partOneNextTopic } from './follow-up/part-one-next-topic';
import { remindDueCorrection } from './remind-due-correction';
import { mayPraiseSpanish, repeatsModel, tidySpanishReply } from './grammar/spanish/spanish-reply-text';
import type { Conversation } from './read-conversation';
import { splitSentences } from '#/shared/split-sentences';
import { answerQuestion } from './answers/answer-question';
import { answerAdviceForWhatIsComing, answerYesToPractise } from './answers/advice-for-what-is-coming';
import { showKnowHowModel } from './answers/answer-know-how';
import { reframeWeakness } from './answers/weakness-reframes';
import { answerNumberInWords } from './answers/number-in-words';
import { exampleOfWordAsked, examplesOfGrammarNamed, moreExamplesOfPair, morePairsOfSounds } from './answers/more-examples';
import { isAskedInScene, isAsideToTheTeacher, isRolePlayLine, respondToRolePlayLine, sceneOf, sceneToResume } from './role-play/role-play-turn';
import { endScene } from './role-play/end-scene';
import { detectQuestion, type LearnerQuestion } from './answers/detect-question';
import { agree, isSpanishTeacher } from './answers/teacher-voice';
import { asksForKnownFact, readLearnerFacts, readMessageFacts, type LearnerFacts } from './follow-up/learner-facts';
import { type FactResponse, respondToFacts, respondToOutOfWork } from './follow-up/respond-to-facts';
import { newsTold, respondToNews } from './follow-up/news-told';
import { answerRewriteRequest, answerWorstMistake } from './answers/rewrite-request';
import { respondToJobAppliedFor } from './follow-up/job-applied-for';
import { respondToLearningGoal } from './follow-up/learning-goal';
import { respondToSpeakingNerves } from './follow-up/speaking-nerves';
import { detectMood, tellsALoss } from './detect-mood';
import { askForMoreFromShortAnswer } from './follow-up/short-answer-to-examiner';
import { respondToSpanishFacts } from './follow-up/respond-to-spanish-facts';
import { wasAlreadyAsked } from './read-conversation';
import { continueWordGame, startWordGame } from './word-game/guess-the-word';

/** A correction that only respells or adds a written accent ('dias' -> 'días'): by its rules' families. */
const isSpellingOnly = (correction: Correction): boolean => (correction.rule ?? '').split('+').every((rule) => /^es:(?:spelling-(?:accent|letters|place-accent)|written-accents)/.test(rule));
const DEMO_MAX_SENTENCES = 3;
/** A request for an example and nothing else: 'Can you give me an example?', 'Another example, please.' */
const ASKS_ONLY_FOR_AN_EXAMPLE = /^(?:(?:ok(?:ay)?|thanks|thank you|great|sorry|hmm+|i'?m not sure|i don'?t understand)[,.!]*\s+)*(?:(?:can|could) you (?:please )?(?:give|show|tell) me (?:an|one|another|a few|some|more) examples?|(?:an |another |more )?examples?,? please|show me an example)\s*[?.!]*$/i;
const GIVING_AN_EXAMPLE = /\b(?:for (?:example|instance)|as an example|an example of this is)\b/gi;
/** A long answer asked about learning, practice or a plan: the teacher's own steps answer it. */
const ASKS_ABOUT_LEARNING = /\b(?:improve|practi[cs]e|prepare|learn|study|get better|steps?|plan|routine|tips|advice|ways)\b/i;
const STEP_INTROS = ["Of course, let's take it step by step.", 'Sure, here is a simple plan you can follow.', 'Happy to help, so here is how I would do it.'];
const LAST_RESORT = ['Could you tell me a little more about {phrase}?', 'What else would you like to say about {phrase}?'];
const LAST_RESORT_ES = ['¿Y qué más? (And what else?)', '¿Algo más? (Anything else?)'];

/** Cheer at a fact, or a question on what the learner likes most about it: no answer to a fact told with a dislike. */
const CHEERS = /interesante|qu[eé] bien|qu[eé] bonito|genial|me alegro|lo que m[aá]s te gusta|\b(?:lovely|wonderful|how nice|sounds (?:nice|fun|great|lovely|amazing)|interesting|exciting|what do you like (?:most|best))\b/i;
function withoutCheerAtADislike(response: FactResponse | null, isToldWithDislike: boolean): FactResponse | null {
  return response && isToldWithDislike && CHEERS.test(`${response.acknowledgement} ${response.question}`) ? null : response;
}

/** On the learner's topic if possible, else the next bank question, else a question for when every bank is used up. */
function nextQuestion(request: CompletionRequest, conversation: Conversation, chooser: Chooser, about: string | null, said?: string, facts?: LearnerFacts): string {
  const onTopic = said ? pickOnTopicQuestion({ ...request, message: said, assistantMessages: conversation.assistantMessages, chooser, facts }) : null;
  if (onTopic) return onTopic;
  const question = pickFollowUpQuestion({ ...request, assistantMessages: conversation.assistantMessages, chooser, facts });
  if (question) return question;
  if (isSpanishTeacher(request.teacher)) return chooser.pick('last-resort', LAST_RESORT_ES);
  return fillTemplate(chooser.pick('last-resort', LAST_RESORT), { phrase: about ?? 'that' });
}

export async function composeConversationReply(asRequested: CompletionRequest, asWritten: Conversation): Promise<string> {
  // 'Can you correct me? Yesterday I go...': the sentence is what to answer, corrected.
  const conversation = withoutCorrectionRequest(asWritten);
  // A mock test started in another topic ('I'm ready for the test') goes on as the mock test.
  const request = { ...asRequested, topic: topicUnderway(asRequested.teacher, asRequested.topic, conversation.assistantMessages) };
  const chooser = createChooser(conversation.seed);
  const message = conversation.lastUserMessage;
  // A learner back for a new conversation is not asked again what their profile already keeps.
  if (!message) return greetLearner(request.teacher, request.topic, chooser, nextQuestion(request, conversation, chooser, null, undefined, readLearnerFacts([], conversation.profile.facts)));

  const isDemo = request.purpose === 'demo';
  // What explains goes in the learner's language if they asked for it; what is taught and said stays in the teacher's.
  const explain = explainerFor(request);
  const facts = readLearnerFacts(conversation.userMessages, conversation.profile.facts);
  // A learner who missed the question hears it again (before any reading of it as a question: 'Can you say it more simply?').
  const missed = isRepeatRequest(message) ? lastPromptOf(conversation.assistantMessages.at(-1)) : null;
  // Not understood, or asked for it simpler: said again slowly, and a short answer is welcome.
  if (missed && asksSimpler(message)) {
    return sayAgainSlowly(missed, isSpanishTeacher(request.teacher));
  }
  if (missed) return `${isSpanishTeacher(request.teacher) ? '¡Claro!' : 'Of course.'} ${missed}`;
  // A guess in Guess the word, or a wish to stop playing: before any reading of it as a question ('Is it an umbrella?').
  const gameTurn = continueWordGame(message, request.teacher, conversation.assistantMessages);
  if (gameTurn) return gameTurn;
  // Her drill typed back ('the wether this tursday...', 'pull and pull', 'Where do you live?'): held against the drill's words.
  const drillDone = request.teacher.task === 'pronunciation' ? readDrillTypedBack(message, conversation.assistantMessages.at(-1)) : null;
  if (drillDone) {
    const { text, goesOn } = respondToDrillTypedBack(drillDone, conversation.assistantMessages.at(-1)!);
    return goesOn ? `${text} ${nextQuestion(request, conversation, chooser, null, undefined, facts)}` : text;
  }
  // 'Fin del role-play, ¿cómo lo hice?': the scene ends, with how the learner's lines went, not another line of it.
  const sceneEnded = isDemo ? null : await endScene({ message, assistantMessages: conversation.assistantMessages, userMessages: conversation.userMessages, isSpanish: isSpanishTeacher(request.teacher), language: request.teacher.language });
  if (sceneEnded) return sceneEnded;
  // 'Thanks, that's helpful!' while a role-play waits for the learner's line: thanks said back, and the line again.
  const sceneLine = !isSpanishTeacher(request.teacher) && isAsideToTheTeacher(message) ? sceneOf(conversation.assistantMessages.at(-1)) : null;
  if (sceneLine) return `${chooser.pick('thanks', plainReactions.thanks)} ${sceneLine}`;
  // "Can I have more time to prepare?" while Oliver's cue card waits: his answer, and the card again.
  // "Can you give me a model answer?" while the examiner's question waits: the part's shape, a model, then his question again.
  const examinerModel = isDemo ? null : examinerModelAnswer({ message, teacher: request.teacher, assistantMessages: conversation.assistantMessages });
  if (examinerModel) return examinerModel;
  const examinerAside = answerLongTurnAside(message, request.teacher, conversation.assistantMessages);
  if (examinerAside) return examinerAside;
  // 'Yes, please' to the band estimate offered at the end of the mock test: the estimate, not 'say a little more'.
  const bandAsked = bandAskedAfterTest(message, conversation.assistantMessages.at(-1));
  const band = bandAsked ? await answerDirectQuestion(request, { ...conversation, lastUserMessage: bandAsked }, chooser, bandAsked, facts, isDemo) : null;
  if (band) return band;
  const declined = bandOfferDeclined(message, conversation.assistantMessages.at(-1));
  if (declined) return declined;
  // 'yes', 'maybe' to the examiner's question: a little more asked for, and the question again.
  const moreAskedFor = askForMoreFromShortAnswer(message, request.teacher, conversation.assistantMessages.at(-1));
  if (moreAskedFor) return moreAskedFor;
  // A text pasted to be looked at gets what Writing gives it: its fixes, its structure, encouragement.
  // To the writing teacher, a paragraph is writing to look at too.
  const pasted = isDemo ? null : (textToCheck(message) ?? textAfterInvitation(message, conversation.assistantMessages.at(-1)) ?? paragraphForWritingTeacher(message, request.teacher.task) ?? letterDraft(message, request.teacher.task, request.teacher.name) ?? letterLines(message, request.teacher.task) ?? (isSpanishTeacher(request.teacher) ? null : wholeEmail(message)));
  if (pasted) return composeWritingFeedback(request, { ...conversation, lastUserMessage: pasted });
  // "Can you give me a better version?" just after a text was looked at: why she does not rewrite it, and the changes to make.
  const rewrite = isDemo ? null : await answerRewriteRequest(message, conversation.userMessages.slice(0, -1), request.teacher);
  if (rewrite) return rewrite;
  // 'What is my worst mistake?' just after a text was looked at: the slip to fix first.
  const worst = isDemo ? null : await answerWorstMistake(message, conversation.userMessages.slice(0, -1), request.teacher);
  if (worst) return worst;
  // 'I was sick and I missed the exam' just after 'An email to your teacher: what do you need to say in it?': written together.
  const toWrite = isDemo ? null : writeWhatWasTold(message, conversation.assistantMessages.at(-1), request.teacher);
  if (toWrite) return toWrite;
  // The essay question and the learner's answer to it, just after 'What is the essay question?': a plan of paragraphs.
  const essayPlan = isDemo ? null : planEssay(message, conversation.assistantMessages.at(-1), request.teacher);
  if (essayPlan) return essayPlan;
  // The first or last lines of a presentation, asked for in the teacher's last turn: what works in them and what to add.
  // Its subject told first ('It's about our new product'): the opening asked for again.
  const subjectTold = isDemo ? null : presentationSubjectTold(message, conversation.assistantMessages.at(-1));
  if (subjectTold) return subjectTold;
  const linesAsked = isDemo ? null : presentationLinesAsked(message, conversation.assistantMessages.at(-1));
  if (linesAsked) return feedbackOnPresentationLines(message, linesAsked, request);
  // 'Describe a book you read recently.' brought to the examiner: his cue card for it, and the minute to prepare.
  const cardBrought = isDemo ? null : cueCardForTopicBrought(message, request.teacher, chooser);
  if (cardBrought) return cardBrought;
  // Asked to practise one of the teacher's sections ('Part 2', 'a cover letter'), the teacher starts it.
  const sectionStarted = answerSectionRequest(message, request.teacher, conversation.assistantMessages, readLearnerFacts(conversation.userMessages, conversation.profile.facts)) ?? answerSectionChoice(message, request.teacher, conversation.assistantMessages);
  if (sectionStarted) return sectionStarted;
  // Asked to practise a question they name ('Can we practise the question "Why should we hire you?"'), the teacher asks it.
  const questionPut = isDemo ? null : answerQuestionRequest(message, request.teacher);
  if (questionPut) return questionPut;
  // "Can you ask me a question?": the teacher's next question, not an answer to one.
  // "Can we practise?": the same, from the teacher's own first section where they have a task.
  // "Can we practise?" while a role-play already waits for the learner's line: that scene again.
  const sceneWaiting = asksToPractise(message) && !isSpanishTeacher(request.teacher) ? sceneToResume(conversation.assistantMessages.at(-1)) : null;
  if (sceneWaiting) return `${agree(request.teacher)} ${sceneWaiting}`;
  // "Now ask me." just after a question of hers: that question again, not a new one.
  // After a Part 2 cue card, 'I'm ready.' is about the long turn (after-long-turn.ts), not a wait for a question.
  const teacherSaid = conversation.assistantMessages.at(-1);
  const afterCueCard = isCueCard(teacherSaid);
  const stillWaiting = afterCueCard ? null : questionStillWaiting(message, teacherSaid);
  if (stillWaiting) return `${agree(request.teacher)} ${stillWaiting}`;
  // 'Can we practise a job interview?' asked of the interview coach: his first question, as practice asked for.
  const waiting = (!afterCueCard && waitsToBeAsked(message, teacherSaid)) || (request.teacher.task === 'interview' && asksToPractiseAnInterview(message));
  if (asksForAnyQuestion(message) || waiting || asksToPractise(message)) {
    // A topic asked of the examiner is a Part 2 cue card ('Can you give me a topic?').
    const cueCards = asksForATopic(message) && request.topic === GENERAL_CONVERSATION_TOPIC ? Object.keys(teacherQuestionBanks[request.teacher.slug] ?? {}).find((name) => SECTION_NAMES['Part 2: Long Turn']!.test(name)) : undefined;
    // Waiting to be asked ('I'm ready.'), as asked to practise: any teacher with a task starts her own first section.
    const toPractise = asksToPractise(message) || waiting;
    // Questions asked for an interview of any teacher who is no interview coach: a recruiter's question.
    const interviewQuestion = request.teacher.task !== 'interview' && !isSpanishTeacher(request.teacher) && asksForAnyQuestion(message) && isAboutAnInterview(message, conversation.userMessages.slice(0, -1)) ? nextInterviewQuestion(conversation.assistantMessages) : null;
    if (interviewQuestion) return `${agree(request.teacher)} Let's do it like the real interview. ${interviewQuestion}`;
    const section = cueCards ?? practiceSectionFor(request.teacher, request.topic, { toPractise });
    return `${agree(request.teacher)} ${nextQuestion(section ? { ...request, topic: section } : request, conversation, chooser, null, undefined, facts)}`;
  }
  // "Can you make this softer: Send me the report today.": the learner's sentence said more politely, and why.
  const softer = isSpanishTeacher(request.teacher) ? null : answerSoftenSentence(message);
  if (softer) return softer;
  // "I'm new here. How does this work?": what practising with this teacher is like, and how to start.
  const howItWorks = answerHowItWorks(message, request.teacher);
  if (howItWorks) return howItWorks;
  // "Can you ask me about my day?": asked about it. "Can I ask you a question?": yes, go ahead.
  const askedFor = answerAskMeAbout(message, request.teacher) ?? answerMayIAsk(message, request.teacher);
  if (askedFor) return askedFor;
  // Asked to act a situation out ('Can we practise a negotiation?'), the teacher sets the scene with its first line.
  const rolePlayStarted = isDemo ? null : (answerRolePlayRequest(message, request.teacher, conversation.userMessages.slice(0, -1)) ?? answerSpanishRolePlayRequest(message, request.teacher) ?? answerSpanishWhatToSay(message, request.teacher) ?? answerSpanishTripPractice(message, request.teacher) ?? answerSpanishSceneChoice(message, conversation.assistantMessages.at(-1), request.teacher));
  if (rolePlayStarted) return rolePlayStarted;
  // 'I want to practise the past tense': a first question that needs it, at once.
  const tensePractice = isDemo ? null : startTensePractice(message, request.teacher);
  if (tensePractice) return tensePractice;
  // "How can I say 'let me finish' politely?": the polite way of the blunt words named, from answers/polite-versions.ts.
  const polite = isDemo ? null : answerPoliteVersion(message, request.teacher);
  if (polite) return polite;
  // "Tell me a story": a short one, and a question on it.
  const story = isDemo ? null : tellAShortStory(message, request.teacher, conversation.assistantMessages, chooser);
  if (story) return story;
  // "Can we play a game?": Guess the word, and its first clue.
  const gameStarted = isDemo ? null : startWordGame(message, request.teacher, conversation.assistantMessages);
  if (gameStarted) return gameStarted;
  const earlier = conversation.userMessages.slice(0, -1);
  // "Can you give me an example?" just after "How do I write a good email?": a model email, then the learner's turn.
  const modelShown = isDemo || isSpanishTeacher(request.teacher) ? null : showKnowHowModel(message, earlier, chooser);
  if (modelShown) return modelShown;
  // "Can you give me more examples?" just after 'say' and 'tell' were told apart: one more of that pair.
  const moreShown = isDemo ? null : (moreExamplesOfPair(message, earlier, request.teacher) ?? (isSpanishTeacher(request.teacher) ? null : morePairsOfSounds(message, conversation.assistantMessages)));
  if (moreShown) return moreShown;
  // "How do you say 45 in words?": the number as English says it.
  const numberSaid = isSpanishTeacher(request.teacher) ? null : answerNumberInWords(message);
  if (numberSaid) return numberSaid;
  // "How can I say it in a positive way?" just after naming a weakness: that weakness said as work in progress.
  const reframed = isDemo || isSpanishTeacher(request.teacher) ? null : reframeWeakness(message, earlier);
  if (reframed) return reframed;
  // "Can you give me an example?", "¿Me das un ejemplo?" just after a tense was named or explained: its examples, then the learner's own.
  const grammarExamples = isDemo ? null : examplesOfGrammarNamed(message, earlier, conversation.assistantMessages.at(-1), request.teacher);
  if (grammarExamples) return grammarExamples;
  // "And 'vegetable'?" after a question about another word asks that question again.
  const askedAgain = questionAskedAgain(message, earlier, request.teacher);
  // "How should I start it?" just after naming an email is asked of the email.
  // "How many syllables does it have?" just after "I can't say 'comfortable'" is asked of 'comfortable'.
  // "Can you give me an example?" just after "What does 'circle back' mean?" is asked of 'circle back'.
  // "Is it correct?" just after the learner's sentence: asked of that sentence.
  const asked = askedAgain ?? correctnessAsked(message, earlier) ?? exampleOfWordAsked(message, earlier, request.teacher) ?? withReferent(message, earlier) ?? withPairReferent(message, earlier) ?? withTwoWordsNamed(message, earlier) ?? silentLetterOfWordNamed(message, earlier) ?? registerOfWordNamed(message, earlier) ?? withInterviewTold(message, earlier) ?? withIeltsTold(message, earlier) ?? questionOfWordNamed(message, earlier, request.teacher)
    // "What sounds are difficult for me?" after "My first language is Japanese" (and that telling itself, to Maya).
    ?? askedOfFirstLanguageTold(message, earlier, request.teacher.task === 'pronunciation')
    // "What can I do?" just after telling a problem ("People speak too fast for me") asks advice on that problem.
    ?? adviceAskedOfProblem(message, earlier)
    // "What is coconut milk?" just after the teacher's recipe with it: what the words she used mean.
    ?? wordSheUsedAsked(message, conversation.assistantMessages.at(-1))
    // "What about a TV series?" just after asking for a book to learn with: the same asked of a series.
    ?? resourceAskedAgain(message, earlier)
    // "What should I say to him?" just after "My boss is angry with me because I was late": phrases for that.
    ?? situationAskedOfWhatWasTold(message, earlier)
    // "And to end it?" just after "How do I start a meeting?": how to end one.
    ?? endAskedAfterStart(message, earlier)
    // "Is it 'tree'?" just after "How do I say 'three'?": the pair told apart.
    ?? pairAskedOfLastWord(message, earlier, request.teacher)
    // "Right, red, rabbit." just after "which word will you practise with?": the first word sounded out.
    ?? practiceWordChosen(message, conversation.assistantMessages.at(-1))
    // "Speaking." just after "Which part is hardest for you?": advice on speaking.
    ?? adviceForHardestPart(message, conversation.assistantMessages.at(-1), isSpanishTeacher(request.teacher));
  // "Can you give me an example?" while Daniel's interview question waits: an example answer, then the question again.
  // "What should I ask?" while Daniel waits for the learner's question to the interviewer: two to choose from, and his prompt again.
  const questionsForInterviewer = isDemo ? null : questionsToSuggest(message, request.teacher, conversation.assistantMessages.at(-1));
  if (questionsForInterviewer) return questionsForInterviewer;
  const interviewExample = isDemo ? null : exampleForInterviewQuestion({ message, teacher: request.teacher, assistantMessages: conversation.assistantMessages, previousMessage: conversation.userMessages.at(-2) });
  if (interviewExample) return interviewExample;
  // "What should I say instead?" just after answering Daniel: the slips, what the answer lacks, a model, another try.
  const betterAnswer = isDemo ? null : await betterInterviewAnswer({ message, teacher: request.teacher, assistantMessages: conversation.assistantMessages, userMessages: conversation.userMessages });
  if (betterAnswer) return betterAnswer;
  // "Thanks, that's useful" just after an explanation that set a task: the task again.
  const taskAgain = pendingPractice(message, conversation.assistantMessages.at(-1), chooser);
  if (taskAgain) return taskAgain;
  // "Can you give me a sentence?" just after the pairs asked for one: a model with the two words.
  const modelSentence = isSpanishTeacher(request.teacher) ? null : modelSentenceForPair(message, conversation.assistantMessages.at(-1));
  if (modelSentence) return modelSentence;
  // "Why do you like it?" just after she told her favourite place: why, then the same asked back.
  // "Have you seen it?" just after her own film: she has, and asks it back.
  const herRecommendation = answerAboutHerRecommendation(message, conversation.assistantMessages.at(-1), request.teacher);
  if (herRecommendation) return herRecommendation;
  const herReason = answerWhyHerTaste(message, conversation.assistantMessages.at(-1), request.teacher);
  if (herReason) return herReason;
  // "Is it different in British English?" just after a word's sounds were given: both Englishes, and what differs.
  const otherEnglish = isDemo ? null : await answerOtherEnglish(message, conversation.assistantMessages.at(-1), request.teacher);
  if (otherEnglish) return otherEnglish;
  // "Can you break it down for me?" just after a word's sounds were given: syllable by syllable, or sound by sound.
  const brokenDown = isDemo ? null : await answerBreakWordDown(message, conversation.assistantMessages.at(-1), request.teacher);
  if (brokenDown) return brokenDown;
  // "What about 'wanted'?", "How many sounds are there?" just after the three sounds of -ed or -s were explained.
  const endingSounds = isDemo ? null : await answerEndingSounds(message, conversation.assistantMessages, request.teacher);
  if (endingSounds) return endingSounds;
  // "How can I practise?" just after two sounds were told apart: a few minutes' practice of that pair.
  const practiseSounds = isDemo ? null : answerHowToPractiseTheSounds(message, conversation.assistantMessages.at(-1), request.teacher);
  if (practiseSounds) return practiseSounds;
  // "Why?" just after a slip was fixed or asked about: the reason for it, not "Good question, I'm not sure".
  const reasonGiven = await whyAfterCorrection({ userMessages: conversation.userMessages, assistantMessages: conversation.assistantMessages, teacher: request.teacher, locale: explain.locale });
  if (reasonGiven) return reasonGiven;
  // "What is wrong with 'interesting'?" about words she did not mark: weighed with every family, or said unmarked.
  const notMarked = await answerWordNotMarked({ userMessages: conversation.userMessages, teacher: request.teacher, locale: explain.locale });
  if (notMarked) return notMarked;
  // "What is my biggest problem?": the kind of slip seen most often in what the learner wrote today.
  const toWorkOn = isDemo ? null : await answerWhatToWorkOn({ userMessages: conversation.userMessages, teacher: request.teacher, locale: explain.locale });
  if (toWorkOn) return toWorkOn;
  // "Do you have any advice for me?" just after telling of an interview, an exam or a presentation: tips for that.
  const advice = isDemo ? null : answerAdviceForWhatIsComing(message, conversation.userMessages.slice(0, -1), request.teacher);
  if (advice) return advice;
  // "What should I do? She doesn't talk to me." after telling of trouble with someone: kind, practical words for it.
  const troubleAdvice = isDemo ? null : answerAdviceForATrouble(message, conversation.userMessages.slice(0, -1), request.teacher);
  if (troubleAdvice) return troubleAdvice;
  const practice = isDemo ? null : answerYesToPractise(message, conversation.assistantMessages.at(-1), request.teacher);
  if (practice) return practice;
  // "Can we talk about something else?" inside the examiner's Part 1: the test's next topic.
  const nextTopic = isDemo || request.teacher.reactionStyle !== 'examiner' ? null : partOneNextTopic(message, ORDERED_SECTIONS.has(request.topic) ? teacherQuestionBanks[request.teacher.slug]?.[request.topic] : undefined, conversation.assistantMessages);
  if (nextTopic) return nextTopic;
  // "Can we skip this question? I don't like to talk about my family": left at once, and the next question on something else.
  const skipped = isDemo ? null : respondToSkip({
    message, isSpanish: isSpanishTeacher(request.teacher), chooser, assistantMessages: conversation.assistantMessages,
    pick: (asked, inOpenConversation) => pickFollowUpQuestion({ ...request, topic: inOpenConversation ? GENERAL_CONVERSATION_TOPIC : request.topic, assistantMessages: asked, chooser, facts }),
  });
  if (skipped) return skipped;
  const answered = asked
    ? await answerDirectQuestion(request, { ...conversation, lastUserMessage: asked }, chooser, asked, facts, isDemo)
    : await answerDirectQuestion(request, conversation, chooser, message, facts, isDemo);
  if (answered) return answered;
  // An English question in the middle of her scene that no answer above could take: kept for after the scene, which goes on.
  const spanishSceneWaiting = isSpanishTeacher(request.teacher) && isEnglishAside(message) ? spanishSceneToResume(conversation.assistantMessages.at(-1)) : null;
  if (spanishSceneWaiting) return `Buena pregunta: pregúntamela otra vez al terminar la escena. (Good question: ask me again when the scene is over.) ${spanishSceneWaiting}`;
  // A goodbye is said back, and nothing more is asked.
  if (isFarewell(message)) return chooser.pick('farewell', (isSpanishTeacher(request.teacher) ? plainSpanishReactions : plainReactions).farewell);
  // Asked to talk about something, the teacher opens it (Maya and Oliver go on with their task).
  const topicOpened = isTaskLed(request.teacher) ? null : answerTopicRequest(message, isSpanishTeacher(request.teacher), conversation.assistantMessages, chooser);
  if (topicOpened) return topicOpened;
  // "Can you give me an example?" that no answer above could place: asked what of, not given a study plan.
  if (!isDemo && ASKS_ONLY_FOR_AN_EXAMPLE.test(message.trim())) {
    return isSpanishTeacher(request.teacher)
      ? '¿Un ejemplo de qué? Dime la palabra o la frase, y te doy uno. (An example of what? Tell me the word or the phrase, and I will give you one.)'
      : 'An example of what, exactly? Tell me the word, the phrase or the kind of sentence, and I’ll give you one.';
  }

  const corrections = await findCorrections(message, { max: isDemo ? 1 : 2, language: request.teacher.language });
  // Nothing the measured families vouch for: a change from a family that may only ask is put as a question.
  // Lucía's sure fixes only spelling or written accents ('yo levanto a las siete todos los dias'): the words with them are
  // read again for a bigger slip to ask about, so 'los días' is not all she says of a sentence that lacks its 'me'.
  const onlySpellingFixed = isSpanishTeacher(request.teacher) && !isDemo && corrections.length > 0 && corrections.every(isSpellingOnly);
  const spelt = onlySpellingFixed ? applyCorrections(message, corrections) : message;
  const questionable = corrections.length === 0 || onlySpellingFixed ? (await findCorrections(spelt, { max: 1, language: request.teacher.language, families: 'questions' }))[0] : undefined;
  // After sure accent fixes, only a bigger slip is asked about: an accent she would only ask about waits.
  const askable = onlySpellingFixed && questionable && isSpellingOnly(questionable) ? undefined : questionable;
  // In a story told in the past, 'He fall from the stairs' is 'fell' left bare, not 'falls': no -s is asked about (story-in-the-past.ts).
  const toThinkAbout = askable && onlyAddsPresentS(askable) && (isStoryInThePast(conversation.userMessages.at(-2)) || isToldInThePastBefore(message, askable)) ? undefined : askable;
  // The teacher's name said to her ('Hey Ethan!') is not the message's topic, nor is a 'haha' at its end. What Lucía
  // says back is the learner's words with the fixes, or with the change she asks about: her Spanish never repeats the
  // slip she points at. (In English the change asked about is left out of what is read back: applied, it moved the
  // held-out follow-ups off the learner's topic, 58 -> 56 of 70. Her words are chosen on the learner's, and only the
  // words asked about are swapped in what she says: withChangeAskedAbout, below.)
  const withFixes = toThinkAbout && isSpanishTeacher(request.teacher) ? applyCorrections(spelt, [toThinkAbout]) : applyCorrections(message, corrections);
  const heard = withoutLaughter(withoutTeacherName(withFixes, request.teacher) || withFixes);
  // 'Yo estoy nerviosa...': Lucía listens for the Spanish a speaker writes, without the 'yo' (without-subject-yo.ts).
  const corrected = isSpanishTeacher(request.teacher) ? withoutSubjectYo(heard) : heard;
  // 'For example, I plan my week' gives an example; it asks for none.
  const isLongAnswerRequested = !isDemo && isLongAnswerRequest(message.replace(GIVING_AN_EXAMPLE, ''));
  // Listening first: a fact the learner just shared gets its own acknowledgement and question (Lucía's in Spanish).
  // Maya's and Oliver's next turn is their drill or exam question, so they acknowledge the fact and go on with it.
  const isSpanish = isSpanishTeacher(request.teacher);
  const isTaskTeacher = isTaskLed(request.teacher);
  // 'They go to the same school.' just after 'I have two children.': listened to as about the children.
  // 'They go to the same school.' after 'I have two children.'; 'My favourite is pizza.' after 'I like Italian food.': heard with who or what was named.
  const previousMessage = conversation.userMessages.at(-2);
  const listenInput = { message: withPersonToldBefore(corrected, previousMessage) ?? withFavouriteKindToldBefore(corrected, previousMessage) ?? corrected, facts, assistantMessages: conversation.assistantMessages, chooser, task: request.teacher.task };
  // A line in a role-play the teacher set up is answered as one, not as news about the learner's life.
  const rolePlay = isSpanish
    ? (respondToSpanishRolePlayLine(conversation.assistantMessages.at(-1), corrected, conversation.assistantMessages) ?? (isDemo ? null : enterSpanishSceneOfTopic(request.topic, corrected, conversation.assistantMessages)))
    : isRolePlayLine(conversation.assistantMessages.at(-1)) && !isAsideToTheTeacher(message) ? respondToRolePlayLine(chooser, { message: corrected, isClean: corrections.length === 0 && !toThinkAbout, assistantMessages: conversation.assistantMessages }) : null;
  // A hard time told with a fact ('I am worried about my son') is met with sympathy, not the fact's cheerful welcome.
  const mood = detectMood(corrected);
  const isHardTime = mood === 'negative';
  // 'Trabajo en un banco, es un trabajo muy aburrido': a fact told with a dislike is met as the dislike, not '¡Qué interesante!'.
  const isToldWithDislike = mood === 'dislike';
  // 'I'm a bit nervous.' just after telling of a new job is about the job, not the lesson.
  const nerves = (isSpanish
    ? respondToNervesAboutNewsInSpanish({ message: corrected, earlierMessages: conversation.userMessages.slice(0, -1), assistantMessages: conversation.assistantMessages, chooser })
    : respondToNervesAboutNews({ message: corrected, previousMessage: conversation.userMessages.at(-2), assistantMessages: conversation.assistantMessages, chooser }))
    // 'I feel shy when I speak English in meetings', 'Cometo muchos errores': nerves about speaking itself, and one thing to try.
    ?? respondToSpeakingNerves({ message: corrected, isSpanish, assistantMessages: conversation.assistantMessages, chooser })
    // 'I like cooking but I'm not good at it', 'no soy bueno cocinando': a skill doubted, encouraged.
    ?? respondToSkillDoubt({ message: corrected, isSpanish, assistantMessages: conversation.assistantMessages, chooser })
    // 'Hello, I am ready. I am so nervous today' to Oliver or Daniel: reassurance, then the practice goes on.
    ?? respondToExamNerves({ message: corrected, teacher: request.teacher, assistantMessages: conversation.assistantMessages, chooser });
  // 'My son is starting university', 'My dream is to work in New York', 'I started learning the guitar', 'I cooked for my
  // friends': each asked about as what it is, not a noun dropped into a template.
  const toldEvent = respondToToldEvent({ message: corrected, isSpanish, assistantMessages: conversation.assistantMessages, chooser, previousMessage });
  // 'I'm tired today', 'Estoy cansada': sympathy and rest, not a hard time to be helped through (a happy feeling with a
  // thing told of their life is about the thing).
  const feeling = respondToHowIFeel({ message: corrected, isSpanish, assistantMessages: conversation.assistantMessages, chooser, toldEvent })
    // 'My son is sad because his friend moved away': a word for the son and a question about him, not the learner's hard time.
    ?? (isSpanish
      ? respondToHowTheyFeelInSpanish({ message: corrected, assistantMessages: conversation.assistantMessages, chooser })
      : respondToHowTheyFeel({ message: corrected, previousMessage: conversation.userMessages.at(-2), assistantMessages: conversation.assistantMessages, chooser }));
  // "It's raining here in Manchester.": a word about the weather and a question about days like this, not about the place.
  const weather = respondToWeather({ message: corrected, isSpanish, assistantMessages: conversation.assistantMessages, chooser });
  // Oliver's Part 2 long turn, just after his cue card: an examiner's thanks, its length, then Part 3.
  const longTurn = respondToLongTurn({ message: corrected, teacher: request.teacher, topic: request.topic, assistantMessages: conversation.assistantMessages, chooser, explain, previousMessage: conversation.userMessages.at(-2) });
  // "It's very hard for me." just after hearing how a word sounds: encouragement about that word, and how to practise it.
  const struggle = respondToStruggle({ message: corrected, previousTurn: conversation.assistantMessages.at(-1), chooser });
  // An answer to Daniel's interview question: an interviewer's thanks, then his next question.
  const interviewAnswer = respondToInterviewAnswer({ message: corrected, previousMessage: conversation.userMessages.at(-2), teacher: request.teacher, topic: request.topic, assistantMessages: conversation.assistantMessages, chooser, facts });
  // 'On one hand, social media helps...' sent alone to the writing coach: what the sentence does in the essay, and the next step.
  const essaySentence = isSpanish ? null : respondToEssaySentence({ message: corrected, teacher: request.teacher, topic: request.topic });
  const teacherLed = longTurn ?? interviewAnswer ?? struggle ?? essaySentence;
  // 'Today is my birthday!', 'I miss my family': a friend's word and a question about it.
  const news = respondToNews({ message: corrected, isSpanish, assistantMessages: conversation.assistantMessages, chooser, facts });
  // Lucía's better form said back ('Tengo un hermano' after 'Tengo un'): met as practice (praised when clean), not as news.
  const saysModelBack = isSpanish && repeatsModel(message, conversation.assistantMessages.at(-1), conversation.userMessages.at(-2));
  // 'Yes.' to her yes-or-no question: the learner is asked for what they did not say ('Which place is it?').
  const afterYes = isSpanish ? null : respondToBareYes({ message: corrected, previousTurn: conversation.assistantMessages.at(-1), assistantMessages: conversation.assistantMessages, chooser });
  // 'I am unemployed now': sympathy and the work they look for.
  const outOfWork = isSpanish ? null : respondToOutOfWork({ message: corrected, assistantMessages: conversation.assistantMessages, chooser });
  // "It's for a junior marketing assistant at a cosmetics company.", after an interview came up: the job, not a pastime.
  // Inside a section (a cover letter's questions, in order) the section goes on.
  // Told in open conversation, or to the interview coach in any section (the job is what his whole lesson is for).
  const jobAppliedFor = isSpanish || (request.topic !== GENERAL_CONVERSATION_TOPIC && request.teacher.task !== 'interview') ? null : respondToJobAppliedFor({ message: corrected, earlierMessages: [...conversation.userMessages.slice(0, -1), ...conversation.assistantMessages], assistantMessages: conversation.assistantMessages, chooser });
  // 'I want to learn English for travel.': the reason, and a question about that purpose, not a plan to get ready for.
  const learningGoal = isSpanish ? null : respondToLearningGoal({ message: corrected, facts, assistantMessages: conversation.assistantMessages, chooser });
  // 'The vet says he will be fine' after a hard time: glad with the learner, not a question about the vet.
  const better = respondToBetterNews({ message: corrected, isSpanish, previousMessage, previousTurn: conversation.assistantMessages.at(-1), chooser });
  const listened = teacherLed ?? rolePlay ?? afterYes ?? better ?? nerves ?? feeling ?? weather ?? outOfWork ?? jobAppliedFor ?? learningGoal ?? news ?? toldEvent ?? respondToPetTalk({ message: corrected, isSpanish, facts, assistantMessages: conversation.assistantMessages, chooser }) ?? (isLongAnswerRequested || isHardTime || saysModelBack ? null : withoutCheerAtADislike(isSpanish ? respondToSpanishFacts({ ...listenInput, previousMessage }) : respondToFacts(listenInput), isToldWithDislike));
  // After "Sorry, my English is bad" the next question is an easy one, not one about 'English'; after "Good evening!", not one about 'evening'.
  // 'I think to start play guitar. Is it difficult for adults?', a question left unanswered: the topic is in what was
  // told before it (the guitar), not in the question ('adults').
  const toldBeforeQuestion = corrected.match(/^(.*[.!])\s+[^.!?]+\?\s*$/s)?.[1];
  const topicSaid = isSelfDoubt(message) || isOnlyGreeting(corrected) ? undefined : toldBeforeQuestion && !listened ? toldBeforeQuestion : corrected;
  // A task teacher keeps to the task, but takes up news of an exam or an interview coming up ('I will take IELTS in May')
  // in a free conversation; inside one of their sections (a mock test's Part 1) the section's next question comes.
  const isTaskNews = !!listened && 'isTaskNews' in listened && listened.isTaskNews === true && request.topic === GENERAL_CONVERSATION_TOPIC;
  const question = ((!isTaskTeacher || teacherLed || isTaskNews) && listened?.question) || nextQuestion(request, conversation, chooser, topicSaid ? findKeyPhrase(topicSaid) : null, topicSaid, facts);
  // The learner's own sentence with the word just taught: a word on using it, praise only when nothing was found in it.
  const taughtWordUsed = isSpanish ? null : acknowledgeTaughtWord({ message, lastTurn: conversation.assistantMessages.at(-1), isClean: corrections.length === 0 && !toThinkAbout });
  // Inside the test's own parts the examiner judges nothing aloud: his neutral thanks, not a friend's word on Cairo or football.
  // A hard time told is still met with sympathy, a nervous candidate put at ease, and his own turns (the end of a long turn) stay his.
  const isNeutralExaminer = request.teacher.reactionStyle === 'examiner' && TEST_SECTIONS.has(request.topic) && (mood !== 'negative' || !isOwnHardTime(corrected)) && plainKind(corrected, mood) === mood && !teacherLed && !nerves;
  // A request for steps or examples is answered with them; its intro is the reaction.
  // The teacher's steps answer a request about learning itself ('How can I improve?', 'Give me a plan'), not any list
  // ('some phrases to express that I miss someone' had the study plan).
  const middle = isLongAnswerRequested && !teacherLed && ASKS_ABOUT_LEARNING.test(message)
    ? [chooser.pick('steps', STEP_INTROS), ...longAnswerSteps(request.teacher)]
    : [
        // 'Hi, how are you? It's my birthday today': how she is, then the news.
        ...(news && listened === news && asksHowTeacherIs(corrected) ? [reactToMessage(corrected, request.teacher, chooser, conversation.assistantMessages.at(-1), question)] : []),
        taughtWordUsed ?? (isNeutralExaminer ? chooser.pick('reaction', notJustSaid(examinerReactions[mood], conversation.assistantMessages.at(-1))) : null) ?? listened?.acknowledgement ?? reactToMessage(corrected, request.teacher, chooser, conversation.assistantMessages.at(-1), question),
      ];

  // 'hi, i am Yuki from japan. i am little nervous': a name said for the first time is greeted, whatever else is met first.
  const nameSaid = isSpanish || isDemo ? undefined : readMessageFacts(corrected).name;
  if (nameSaid && middle.length > 0 && ![...conversation.assistantMessages, ...middle, question].some((said) => said.includes(nameSaid))) middle[0] = `Nice to meet you, ${nameSaid}! ${middle[0]}`;

  // A death or a break-up told is met with sympathy alone: its slips wait for another day.
  const isSorrowTold = tellsALoss(message) || newsTold(message, isSpanish ? 'es' : 'en') === 'break-up';
  // The question about the bigger slip comes first; the spelling fixed beside it follows, and its reason is left out.
  const slipAsked = toThinkAbout && !isDemo ? [phraseQuestion(toThinkAbout, chooser, explain.locale)].filter((q) => q !== null) : [];
  const [firstRecast, ...otherRecasts] = isSorrowTold ? [] : slipAsked.length > 0 ? [...slipAsked, ...(onlySpellingFixed ? phraseCorrections(corrections, chooser, explain.locale) : [])] : phraseCorrections(corrections, chooser, explain.locale);
  const said = slipAsked.length > 0 ? undefined : corrections.find((c) => fixedParts(c).length > 0); // the reason of the first correction said
  // 'mi hermano es muy funny': an English word in the learner's Spanish, given in Spanish where nothing else is corrected.
  const englishInSpanish = isSpanish && !firstRecast && !isSorrowTold && !isEnglish(message) && englishWordsIn(message).length <= 2 ? spanishForEnglishIn(message) : null;
  const wordGiven = englishInSpanish ? spanishWordGiven(englishInSpanish) : null;
  const why = said && explainCorrection(said, explain.locale);
  // A reply that corrects nothing may give a due correction from the notebook a chance (the first thing dropped when long).
  const reminder = isDemo || isLongAnswerRequested || firstRecast ? null : remindDueCorrection(conversation, message, chooser, explain);
  const isLongAnswer = middle.length > 1;
  // What goes first when a reply runs long: the second correction, then the reaction (a requested answer
  // stays), then the reason; the one correction and the follow-up question stay.
  const drops: Array<'reminder' | 'others' | 'middle' | 'why' | 'first'> = isLongAnswer ? ['reminder', 'others', 'why', 'first'] : ['reminder', 'others', 'middle', 'why', 'first'];
  const limit = isDemo ? DEMO_MAX_SENTENCES : LONG_ANSWER_MAX_SENTENCES;
  const dropped = new Set<string>();
  const assemble = () => [
    ...(firstRecast && !dropped.has('first') ? [firstRecast] : []),
    ...(wordGiven && !dropped.has('first') ? [wordGiven] : []),
    ...(why && firstRecast && !dropped.has('why') ? [why] : []),
    ...(dropped.has('others') ? [] : otherRecasts),
    ...(dropped.has('middle') ? [] : middle),
    ...(reminder && !dropped.has('reminder') ? [reminder] : []),
    question,
  ];
  let sentences = assemble();
  for (const part of drops) {
    if (splitSentences(sentences.join(' ')).length <= limit) break;
    dropped.add(part);
    sentences = assemble();
  }
  // The recast question quotes the slip on purpose; the rest of what she says never repeats it.
  const reply = sentences.map((sentence) => (sentence === firstRecast || isSpanish ? sentence : withChangeAskedAbout(sentence, toThinkAbout))).join(' ');
  // Lucía's own Spanish: 'del', not 'de el'; praise only for a sentence she checked and can vouch for.
  if (!isSpanishTeacher(request.teacher)) return reply;
  // Praise says the Spanish was right: only when no family at all, not even one too unreliable to correct, finds anything.
  const isClean = corrections.length === 0 && !toThinkAbout && (await findCorrections(message, { max: 1, language: request.teacher.language, families: 'every' })).length === 0;
  return tidySpanishReply(reply, { mayPraise: mayPraiseSpanish(message, isClean, { repeatsModel: saysModelBack }) });
}


/**
 * A question with a learner's slip in it ('How I can disagree politely?') is understood as meant: read again
 * with every family's changes, the unproven ones too, since a misreading here costs only a missed answer and
 * nothing is told or kept. Only for a message that asks ('?') and was not understood as written.
 */
async function detectQuestionAsMeant(message: string, teacher: CompletionRequest['teacher']): Promise<LearnerQuestion | null> {
  if (!/\?\s*$/.test(message)) return null;
  const slips = await findCorrections(message, { max: 2, language: teacher.language, families: 'every' });
  return slips.length > 0 ? detectQuestion(applyCorrections(message, slips), teacher) : null;
}

/** A direct question gets a direct answer, then the conversation goes on: a short practice task or the next question. */
async function answerDirectQuestion(
  request: CompletionRequest, conversation: Conversation, chooser: Chooser, message: string, facts: LearnerFacts, isDemo: boolean,
): Promise<string | null> {
  // 'Where are you from?' to someone at the party in a role-play: they answer it in the scene, not the teacher.
  if (isAskedInScene(message, conversation.assistantMessages) || isAskedInSpanishScene(message, conversation.assistantMessages)) return null;
  // 'Where are you from, Oliver?': her name said to her is no part of the question.
  const plain = withoutTeacherName(message, request.teacher) || message;
  const asked = detectQuestion(plain, request.teacher) ?? (await detectQuestionAsMeant(plain, request.teacher));
  if (!asked) return null;
  const answer = await answerQuestion(asked, { teacher: request.teacher, topic: request.topic, request, conversation, chooser });
  if (!answer) return null;
  // "Can I say 'la cuenta'?" asked in English in the middle of one of Lucía's scenes: answered, then back to the scene.
  const spanishScene = isSpanishTeacher(request.teacher) && isEnglishAside(message) ? spanishSceneToResume(conversation.assistantMessages.at(-1)) : null;
  if (spanishScene) return `${answer.text} ${spanishScene}`;
  if (answer.followUp === '') return answer.text;
  // Never a question asked before, nor one about something the learner has already told.
  // "¿Qué tal? Hoy es mi cumpleaños": news told beside the question is taken up after the answer.
  const news = answer.followUp ? null : respondToNews({ message, isSpanish: isSpanishTeacher(request.teacher), assistantMessages: conversation.assistantMessages, chooser, facts });
  // A question asked in the middle of a role-play ('Is 'kindly' too formal?'): answered, then back to the scene.
  const scene = answer.followUp ? null : sceneToResume(conversation.assistantMessages.at(-1));
  const followUp = answer.followUp && !wasAlreadyAsked(answer.followUp, conversation.assistantMessages) && !asksForKnownFact(answer.followUp, facts)
    ? answer.followUp
    : scene ? `Back to our role-play. ${scene}` : news ? `${news.acknowledgement} ${news.question}` : nextQuestion(request, conversation, chooser, null, undefined, facts);
  const sentences = splitSentences(answer.text);
  // The demo keeps to three sentences: the answer's first two, then the invitation to go on.
  const text = isDemo && sentences.length > 2 ? (answer.brief ?? sentences.slice(0, 2).join(' ')) : answer.text;
  return `${text} ${followUp}`;
}
