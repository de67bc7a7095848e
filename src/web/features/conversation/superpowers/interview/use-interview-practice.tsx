/**
 * Interview practice for the interview-roleplay teacher: Start clears the chat and asks
 * question 1, Ask Next Question moves through the 10 questions (cycling), feedback is asked for only
 * after an answer and shown as a FEEDBACK bubble that is not spoken, Exit ends the mode.
 */
import { useRef, useState } from 'react';
import { useT } from '#/web/i18n/use-t';
import type { ChatMode } from '../../types';
import { conversationSuperpowersCatalogue } from '../messages/catalogue';
import type { SuperpowerInput, SuperpowerView } from '../superpower';
import { InterviewHeaderControls, QuestionBadge } from './interview-header';
import { hasAnsweredSince } from './interview-progress';
import { interviewOpening, questionLine } from './interview-script';
import { InterviewTools } from './interview-tools';
import { requestInterviewFeedback } from './request-interview-feedback';

/** `sendMode` is the mode the composer and the microphone must send with: 'interview' while active. */
export type InterviewPracticeView = SuperpowerView & { sendMode?: ChatMode };

type InterviewState = { isActive: boolean; questionNumber: number; questionPosition: number };
const IDLE: InterviewState = { isActive: false, questionNumber: 0, questionPosition: -1 };

export function useInterviewPractice({ teacher, topic, conversation }: SuperpowerInput): InterviewPracticeView {
  const t = useT(conversationSuperpowersCatalogue);
  const { messages, isPending, postAssistant, reset, setMessages } = conversation;
  const [state, setState] = useState<InterviewState>(IDLE);
  const [isRequestingFeedback, setIsRequestingFeedback] = useState(false);
  // Feedback that arrives after a restart or exit belongs to an old interview and is dropped.
  const session = useRef(0);

  const start = () => {
    session.current += 1;
    reset();
    postAssistant(interviewOpening(teacher.name));
    setState({ isActive: true, questionNumber: 1, questionPosition: 0 });
    setIsRequestingFeedback(false);
  };

  const askNext = () => {
    const questionNumber = state.questionNumber + 1;
    postAssistant(questionLine(questionNumber));
    setState({ isActive: true, questionNumber, questionPosition: messages.length });
  };

  const exit = () => {
    session.current += 1;
    setState(IDLE);
    setIsRequestingFeedback(false);
  };

  const canAskNext = state.isActive && !isPending && !isRequestingFeedback;
  const canRequestFeedback = state.isActive && !isPending && !isRequestingFeedback && hasAnsweredSince(messages, state.questionPosition);

  const requestFeedback = async () => {
    if (!canRequestFeedback) return;
    const current = session.current;
    setIsRequestingFeedback(true);
    try {
      const feedback = await requestInterviewFeedback({ teacherSlug: teacher.slug, topic, messages });
      if (current === session.current) postAssistant(feedback, { isFeedback: true, shouldSpeak: false });
    } catch {
      // Shown like the chat's own errors: a red assistant bubble that is not sent back to the teacher.
      if (current === session.current) {
        setMessages((list) => [...list, { id: `feedback-error-${Date.now()}`, role: 'assistant', content: t('feedbackFailed'), timestamp: Date.now(), isError: true }]);
      }
    } finally {
      if (current === session.current) setIsRequestingFeedback(false);
    }
  };

  const onRequestFeedback = () => void requestFeedback();
  return {
    panelTitle: state.isActive ? t('interviewPractice') : undefined,
    badge: state.isActive ? <QuestionBadge questionNumber={state.questionNumber} /> : undefined,
    headerControls: state.isActive ? <InterviewHeaderControls canRequestFeedback={canRequestFeedback} onRequestFeedback={onRequestFeedback} onExit={exit} /> : undefined,
    sendMode: state.isActive ? 'interview' : undefined,
    tools: (
      <InterviewTools
        isActive={state.isActive}
        questionNumber={state.questionNumber}
        canAskNext={canAskNext}
        canRequestFeedback={canRequestFeedback}
        isRequestingFeedback={isRequestingFeedback}
        onStart={start}
        onAskNext={askNext}
        onRequestFeedback={onRequestFeedback}
      />
    ),
  };
}
