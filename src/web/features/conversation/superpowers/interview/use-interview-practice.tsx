/**
 * Interview practice for the interview-roleplay teacher: Start clears the chat and asks
 * question 1, Ask Next Question moves through the 10 questions (cycling), feedback is asked for only
 * after an answer and shown as a FEEDBACK bubble that is not spoken, Exit ends the mode.
 * The opening, the questions and the feedback are stored with the conversation, and the question and the
 * feedback state are read back from its messages, so a reload or History → Continue picks up where it was.
 */
import { useRef, useState } from 'react';
import { interviewOpening, questionLine } from '#/shared/script-lines';
import { useT } from '#/web/i18n/use-t';
import type { ChatMode } from '../../types';
import { conversationSuperpowersCatalogue } from '../messages/catalogue';
import type { SuperpowerInput, SuperpowerView } from '../superpower';
import { endInterview } from './end-interview';
import { InterviewHeaderControls, QuestionBadge } from './interview-header';
import { findCurrentQuestion, hasAnswerAwaitingFeedback } from './interview-progress';
import { InterviewTools } from './interview-tools';
import { requestInterviewFeedback } from './request-interview-feedback';

/** `sendMode` is the mode the composer and the microphone must send with: 'interview' while active. */
export type InterviewPracticeView = SuperpowerView & { sendMode?: ChatMode };

export function useInterviewPractice({ teacher, topic, conversation, savedMode }: SuperpowerInput): InterviewPracticeView {
  const t = useT(conversationSuperpowersCatalogue);
  const { messages, isPending, postAssistant, postScriptLine, storedConversationId, reset, setMessages } = conversation;
  // A stored interview reopens in interview mode; the question it stands at is read from its messages.
  const [isActive, setIsActive] = useState(savedMode === 'interview');
  const [isRequestingFeedback, setIsRequestingFeedback] = useState(false);
  const { questionNumber, questionPosition } = findCurrentQuestion(messages, teacher.name);
  // Feedback that arrives after a restart or exit belongs to an old interview and is dropped.
  const session = useRef(0);

  const start = () => {
    session.current += 1;
    reset();
    postScriptLine({ kind: 'interview-opening' }, interviewOpening(teacher.name));
    setIsActive(true);
    setIsRequestingFeedback(false);
  };

  const askNext = () => {
    const next = questionNumber + 1;
    postScriptLine({ kind: 'interview-question', number: next }, questionLine(next));
  };

  const exit = () => {
    session.current += 1;
    setIsActive(false);
    setIsRequestingFeedback(false);
    // Remembered with the conversation; if that fails, a reload brings interview mode back, nothing more.
    void storedConversationId()
      .then((id) => (id ? endInterview(id) : undefined))
      .catch(() => {});
  };

  const canAskNext = isActive && !isPending && !isRequestingFeedback;
  const canRequestFeedback = isActive && !isPending && !isRequestingFeedback && hasAnswerAwaitingFeedback(messages, questionPosition);

  const requestFeedback = async () => {
    if (!canRequestFeedback) return;
    const current = session.current;
    setIsRequestingFeedback(true);
    try {
      // With a stored conversation the server reads it, and stores the feedback beside the answer.
      const conversationId = await storedConversationId();
      const feedback = await requestInterviewFeedback({ teacherSlug: teacher.slug, topic, messages, conversationId });
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
    panelTitle: isActive ? t('interviewPractice') : undefined,
    badge: isActive ? <QuestionBadge questionNumber={questionNumber} /> : undefined,
    headerControls: isActive ? <InterviewHeaderControls canRequestFeedback={canRequestFeedback} onRequestFeedback={onRequestFeedback} onExit={exit} /> : undefined,
    sendMode: isActive ? 'interview' : undefined,
    tools: (
      <InterviewTools
        isActive={isActive}
        questionNumber={questionNumber}
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
