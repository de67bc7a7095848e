/** Chooses the teacher's next question: from the teacher's own bank first, never one already asked or already answered. */
import { GENERAL_CONVERSATION_TOPIC as GENERAL } from '#/shared/constants';
import type { TutorTeacher } from '../../lib/language-model';
import type { Chooser } from './choose-variant';
import { asksForKnownFact, type LearnerFacts } from './follow-up/learner-facts';
import { lastAskedIndex, normalizeForComparison, wasAlreadyAsked } from './read-conversation';
import { claireQuestions } from './question-banks/claire-questions';
import { danielQuestions } from './question-banks/daniel-questions';
import { ethanQuestions } from './question-banks/ethan-questions';
import { luciaQuestions } from './question-banks/lucia-questions';
import { mayaQuestions } from './question-banks/maya-questions';
import { ASKED_OF_WORK_TOLD, oliverQuestions } from './question-banks/oliver-questions';
import { MOCK_TEST, ORDERED_SECTIONS, type QuestionBank } from './question-banks/question-bank';
import { topicQuestions } from './question-banks/topic-questions';
import { practisedIeltsTopic, questionsOf } from './question-banks/ielts-topics';

/** The band estimate's own words (answer-band-estimate.ts): once said, it is not offered. */
const BAND_GIVEN = /\bestimate about band\b/i;
/** What the examiner says once the mock test's last question is answered (a 'yes' to it asks for the band: band-after-test.ts). */
export const MOCK_TEST_END = "That is the end of the speaking test, thank you. Would you like my estimate of your band, with what to work on for each criterion?";

export const teacherQuestionBanks: Readonly<Record<string, QuestionBank>> = {
  oliver: oliverQuestions,
  maya: mayaQuestions,
  daniel: danielQuestions,
  claire: claireQuestions,
  lucia: luciaQuestions,
  ethan: ethanQuestions,
};


/** Where to look, best first. A teacher who teaches another language never falls back to English banks. */
export function questionSources(teacher: TutorTeacher, topic: string): Array<readonly string[]> {
  const own = teacherQuestionBanks[teacher.slug] ?? {};
  const ownOthers = Object.entries(own).filter(([name]) => name !== topic).map(([, questions]) => questions);
  const sources = teacher.language.startsWith('en')
    ? [own[topic], topicQuestions[topic], own[GENERAL], ...ownOthers, topicQuestions[GENERAL]]
    : [own[topic], own[GENERAL], ...ownOthers];
  return sources.filter((questions): questions is readonly string[] => !!questions && questions.length > 0);
}

export function pickFollowUpQuestion(input: {
  teacher: TutorTeacher;
  topic: string;
  assistantMessages: readonly string[];
  chooser: Chooser;
  /** What the learner has already told the teacher: questions asking for it again are skipped. */
  facts?: LearnerFacts;
}): string | null {
  // A topic the learner asked the examiner to practise ('Part 1, on food.'): its questions in order, as the test asks them.
  const practised = input.teacher.task === 'ielts' ? practisedIeltsTopic(input.assistantMessages) : null;
  // Word for word only: the topic's questions all share its subject, which wasAlreadyAsked would take for asked already.
  const saidBefore = (q: string) => input.assistantMessages.some((turn) => normalizeForComparison(turn).includes(normalizeForComparison(q)));
  const nextOnTopic = practised ? questionsOf(practised).find((q) => !saidBefore(q)) : undefined;
  if (nextOnTopic) return nextOnTopic;
  // The mock test's last question answered: the test ends there, and the band estimate is offered, once.
  const mockTest = input.teacher.task === 'ielts' && input.topic === MOCK_TEST ? teacherQuestionBanks[input.teacher.slug]?.[MOCK_TEST] : undefined;
  // Once the offer is made, or the band given, the examiner goes on with his other questions.
  if (mockTest?.every((q) => saidBefore(q)) && !saidBefore(MOCK_TEST_END) && !input.assistantMessages.some((turn) => BAND_GIVEN.test(turn))) return MOCK_TEST_END;
  // 'Why did you choose that job?' not after 'I am unemployed' or 'I am retired': the next thing is asked.
  const isWorkToldFor = (q: string) => !ASKED_OF_WORK_TOLD.has(q) || !input.facts?.told.get('job')?.slots.retired;
  for (const questions of questionSources(input.teacher, input.topic)) {
    const fresh = questions.filter((q) => !wasAlreadyAsked(q, input.assistantMessages) && !(input.facts && asksForKnownFact(q, input.facts)) && isWorkToldFor(q));
    if (fresh.length === 0) continue;
    if (ORDERED_SECTIONS.has(input.topic) && questions === teacherQuestionBanks[input.teacher.slug]?.[input.topic]) {
      // In order, and never back to a question passed over ('Can we talk about something else?' moved on past it).
      const lastAsked = lastAskedIndex(questions, input.assistantMessages);
      return fresh.find((q) => questions.indexOf(q) > lastAsked) ?? fresh[0]!;
    }
    return input.chooser.pick('question', fresh);
  }
  return null;
}
