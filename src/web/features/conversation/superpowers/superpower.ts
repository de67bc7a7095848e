/**
 * A teacher's superpower (the tools panel's variants) plugs into the chat screen through this shape:
 * a hook that receives the conversation and returns what the screen shows.
 */
import type { ReactNode } from 'react';
import type { Teacher } from '#/shared/teacher';
import type { ChatMode } from '../types';
import type { useConversation } from '../use-conversation';

export type ConversationApi = ReturnType<typeof useConversation>;

export type SuperpowerInput = {
  teacher: Teacher;
  topic: string;
  conversation: ConversationApi;
  /** The reopened conversation's stored mode ('interview' while interview practice goes on), if one was reopened. */
  savedMode?: string;
  /** Speaks text in the teacher's voice (stops what is playing). */
  speak: (text: string) => void;
};

export type SuperpowerView = {
  /** The chat panel's title when the superpower changes it ('Interview Practice' in interview mode); else the screen's own. */
  panelTitle?: string;
  /** Shown beside the title, e.g. the 'Question N' badge. */
  badge?: ReactNode;
  /** Extra controls in the chat header, e.g. Get Feedback and Exit Interview. */
  headerControls?: ReactNode;
  /** The tools panel's content. */
  tools: ReactNode;
  /** The mode the learner's messages are sent in while the superpower is active (e.g. 'interview'). */
  sendMode?: ChatMode;
};
