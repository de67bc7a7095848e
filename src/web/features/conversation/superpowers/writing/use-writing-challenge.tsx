/**
 * Writing challenges for the writing-feedback teacher: choose one of eight challenges (or
 * write freely), write, then submit a formatted submission to the conversation in 'writing' mode.
 */
import { useRef, useState } from 'react';
import { writingStartMessage } from '#/shared/script-lines';
import { findWritingChallenge, type WritingCategoryFilter } from '#/shared/writing-challenges';
import type { SuperpowerInput, SuperpowerView } from '../superpower';
import { formatWritingSubmission } from './format-writing-submission';
import { WritingTools } from './writing-tools';

export function useWritingChallenge({ conversation }: SuperpowerInput): SuperpowerView {
  const { send, isPending, postScriptLine } = conversation;
  const [filter, setFilter] = useState<WritingCategoryFilter>('All');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const challenge = selectedId ? findWritingChallenge(selectedId) : undefined;
  const canSubmit = text.trim() !== '' && !isPending;

  const start = () => {
    postScriptLine({ kind: 'writing-start', challenge_id: challenge?.id }, writingStartMessage(challenge));
    textareaRef.current?.focus();
  };

  // The text stays in the box after submitting, so the learner can revise it with the feedback in view.
  const submit = () => {
    if (!canSubmit) return;
    void send(formatWritingSubmission(text, challenge), { mode: 'writing', subject: challenge?.id });
  };

  return {
    tools: (
      <WritingTools
        challenge={challenge}
        filter={filter}
        text={text}
        canSubmit={canSubmit}
        textareaRef={textareaRef}
        onStart={start}
        onFilter={setFilter}
        onSelect={setSelectedId}
        onTextChange={setText}
        onSubmit={submit}
        onReset={() => setText('')}
      />
    ),
  };
}
