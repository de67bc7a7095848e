/**
 * The conversation with one teacher on one topic: the introduction after 1 s, sending (typed or spoken)
 * text, streaming the reply into its bubble and handing each finished sentence (the first may be a clause) to the voice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { INTRO_DELAY_MS } from '#/shared/constants';
import type { ScriptLine } from '#/shared/script-lines';
import type { Teacher } from '#/shared/teacher';
import { introductionFor } from '#/shared/teacher-introduction';
import { useT } from '#/web/i18n/use-t';
import { ApiError } from '#/web/lib/api-client';
import { TimeoutError } from '#/web/lib/with-timeout';
import { storeScriptLine } from './api/store-script-line';
import { conversationCatalogue } from './messages/catalogue';
import { droppedFailure, offlineFailure, type SendFailure } from './send-failure-notices';
import { type ChatMode, type ConversationMessage, toChatHistory } from './types';
import type { SavedConversation } from './use-earlier-messages';

/**
 * What became of a message: sent and answered, ignored (blank/duplicate), blocked by the free limit, failed
 * (kept on screen as 'Not sent', with Retry), or refused (the same words would fail again: the learner edits them).
 */
export type SendResult = 'sent' | 'ignored' | 'blocked' | 'failed' | 'refused';

let replyStreaming: ReturnType<typeof importReplyStreaming> | null = null;

function importReplyStreaming() {
  return Promise.all([import('./api/stream-chat-reply'), import('./voice/take-speakable-pieces'), import('./describe-send-failure')]).then(([reply, sentences, failure]) => ({
    streamChatReply: reply.streamChatReply,
    takeSpeakablePieces: sentences.takeSpeakablePieces,
    describeSendFailure: failure.describeSendFailure,
  }));
}

/** The streaming code, loaded once; a failed download (offline) is tried again on the next call. */
function loadReplyStreaming() {
  replyStreaming ??= importReplyStreaming();
  replyStreaming.catch(() => {
    replyStreaming = null;
  });
  return replyStreaming;
}

/** Loads the streaming code ahead of the first Send, so a learner who goes offline can still be answered clearly. */
export function preloadReplyStreaming() {
  loadReplyStreaming().catch(() => {});
}

export type Speaker = { enqueue: (text: string) => void; stop: () => void };

/** What the conversation needs to know about the teacher (the demo has no full teacher record). */
export type ConversationTeacher = Pick<Teacher, 'slug' | 'name' | 'introduction'>;

/** Server refusals that mean "no more free messages": the upgrade or sign-up offer takes over. */
const LIMIT_CODES = new Set(['free_limit_reached', 'demo_limit_reached']);

type Options = {
  teacher: ConversationTeacher;
  topic: string;
  mode?: ChatMode;
  speaker: Speaker | null;
  /** The free limit is reached (known in advance, or answered by the server): show the upgrade offer. */
  onLimitReached: () => void;
  /** Checked before sending; true when the client already knows the limit is reached. */
  isAtLimit: () => boolean;
  /** Called after a counted message was answered, to refresh the message count. */
  onMessageAnswered?: () => void;
  /** Runs before the first request of each send (the demo starts its session here). */
  beforeSend?: () => Promise<void>;
  /** Speak the introduction aloud (the landing demo shows it silently: no sound before the visitor acts). */
  shouldSpeakIntroduction?: boolean;
  /** A conversation saved on the server to continue: its messages are shown instead of the introduction. */
  saved?: SavedConversation;
  /** The server saved the conversation (first reply): its id, to reopen it after a reload. */
  onConversationSaved?: (id: string) => void;
  /**
   * Load the streaming code when the chat opens (default). The landing demo passes false and calls
   * `preloadReplyStreaming` when the visitor starts to write or speak, keeping the landing page light.
   */
  shouldPreloadStreaming?: boolean;
};

/** Longer than the server's own provider timeout, so the server's clearer error normally wins. */
const REPLY_TIMEOUT_MS = 90_000;

let nextId = 0;
const newId = () => `m${Date.now().toString(36)}-${++nextId}`;

export { introductionFor };

export function useConversation(options: Options) {
  const { teacher, topic } = options;
  // The notices of a failed send, in the interface language of the moment it failed.
  const t = useT(conversationCatalogue);
  const words = useRef(t);
  words.current = t;
  const [messages, setMessages] = useState<ConversationMessage[]>([]);
  const [isPending, setIsPending] = useState(false);
  const inFlightText = useRef<string | null>(null);
  const lastSentText = useRef<string | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const conversationKey = useRef(0);
  // This hook is the one owner of the stored conversation's id: set from `saved` or by the server's first reply,
  // cleared on reset; others read `conversationId` and hear of a new one through `onConversationSaved`.
  const conversationId = useRef<string | undefined>(options.saved?.id);
  const [shownConversationId, setShownConversationId] = useState<string | undefined>(options.saved?.id);
  const ownConversationId = useCallback((id: string | undefined) => {
    conversationId.current = id;
    setShownConversationId(id);
  }, []);

  const append = useCallback((message: Omit<ConversationMessage, 'id' | 'timestamp'>) => {
    const full = { ...message, id: newId(), timestamp: Date.now() };
    setMessages((current) => [...current, full]);
    return full.id;
  }, []);

  const update = useCallback((id: string, change: Partial<ConversationMessage>) => {
    setMessages((current) => current.map((m) => (m.id === id ? { ...m, ...change } : m)));
  }, []);

  /** Posts an assistant message; spoken unless told otherwise (feedback is not spoken). */
  const postAssistant = useCallback(
    (content: string, extra: { isFeedback?: boolean; shouldSpeak?: boolean } = {}) => {
      append({ role: 'assistant', content, isFeedback: extra.isFeedback });
      if (extra.shouldSpeak !== false) latest.current.speaker?.enqueue(content);
    },
    [append],
  );

  // Scripted lines are stored one after another, and what is sent next waits for them: the server keeps the order shown.
  const storingLines = useRef<Promise<void>>(Promise.resolve());

  /**
   * Posts a teacher's scripted line (shown and spoken at once) and stores it with the conversation, which starts one
   * if there is none yet; the server writes the script's own words for `line`, so `content` must be them.
   */
  const postScriptLine = useCallback(
    (line: ScriptLine, content: string) => {
      postAssistant(content);
      const key = conversationKey.current;
      storingLines.current = storingLines.current.then(async () => {
        if (key !== conversationKey.current) return;
        try {
          const id = await storeScriptLine({ conversationId: conversationId.current, teacherSlug: teacher.slug, topic, line });
          if (key !== conversationKey.current || id === conversationId.current) return;
          ownConversationId(id);
          latest.current.onConversationSaved?.(id);
        } catch {
          // Offline or refused: the line stays on screen, and the conversation is stored with the next reply as before.
        }
      });
    },
    [postAssistant, teacher.slug, topic, ownConversationId],
  );

  /** The stored conversation's id once the scripted lines posted so far are stored (undefined while there is none). */
  const storedConversationId = useCallback(async () => {
    await storingLines.current;
    return conversationId.current;
  }, []);

  const reset = useCallback(() => {
    conversationKey.current += 1;
    inFlightText.current = null;
    lastSentText.current = null;
    latest.current.speaker?.stop();
    ownConversationId(undefined);
    setMessages([]);
    setIsPending(false);
  }, [ownConversationId]);

  useEffect(() => {
    if (latest.current.shouldPreloadStreaming === false) return;
    // After the page's own work: the chat opens first, the streaming code follows while the learner reads.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(preloadReplyStreaming);
  }, []);

  // A new teacher or topic starts over, and the teacher introduces themselves after a moment.
  useEffect(() => {
    reset();
    const saved = latest.current.saved;
    if (saved) {
      ownConversationId(saved.id);
      setMessages(saved.messages);
      return;
    }
    const key = conversationKey.current;
    const timer = setTimeout(() => {
      if (key === conversationKey.current && messagesRef.current.length === 0) {
        postAssistant(introductionFor(teacher, topic), { shouldSpeak: latest.current.shouldSpeakIntroduction !== false });
      }
    }, INTRO_DELAY_MS);
    return () => clearTimeout(timer);
  }, [teacher, topic, reset, postAssistant, ownConversationId]);

  const send = useCallback(
    async (rawText: string, sendOptions: { mode?: ChatMode; subject?: string; isSpoken?: boolean } = {}): Promise<SendResult> => {
      const text = rawText.trim();
      // Blank text, the text already in flight, and a spoken repeat of the last sent text are ignored.
      if (!text || text === inFlightText.current || (sendOptions.isSpoken && text === lastSentText.current)) return 'ignored';
      if (latest.current.isAtLimit()) {
        latest.current.onLimitReached();
        return 'blocked';
      }
      // Words sent again replace their 'Not sent' bubble.
      setMessages((current) => current.filter((m) => !(m.unsent && m.content === text)));
      const mode = sendOptions.mode ?? latest.current.mode ?? 'conversation';
      const keepUnsent = (id: string, failure: SendFailure) =>
        update(id, { unsent: { notice: failure.notice, canRetry: !failure.shouldEdit, mode: sendOptions.mode, subject: sendOptions.subject } });
      if (!navigator.onLine) {
        // Nothing would arrive: the words wait on screen for Retry.
        keepUnsent(append({ role: 'user', content: text }), offlineFailure(words.current));
        return 'failed';
      }
      // A new turn silences the old one: the teacher never talks over the learner with a stale reply.
      latest.current.speaker?.stop();
      const key = conversationKey.current;
      inFlightText.current = text;
      lastSentText.current = text;
      setIsPending(true);
      // A stored conversation is its own context on the server: only the new message travels.
      const history = toChatHistory([...(conversationId.current ? [] : messagesRef.current), { id: '', role: 'user', content: text, timestamp: 0 }]);
      const questionId = append({ role: 'user', content: text });
      const replyId = append({ role: 'assistant', content: '', isStreaming: true });

      let unspoken = '';
      let hasSpokenPiece = false;
      let hasReplyText = false;
      // A provider that never answers must not leave the conversation stuck.
      const abort = new AbortController();
      const timeout = setTimeout(() => abort.abort(new TimeoutError()), REPLY_TIMEOUT_MS);
      // Normally loaded when the chat opened; the landing demo loads it with the first message, while beforeSend runs.
      const streaming = loadReplyStreaming();
      streaming.catch(() => {});
      try {
        await latest.current.beforeSend?.();
        await storingLines.current;
        const { streamChatReply, takeSpeakablePieces } = await streaming;
        const content = await streamChatReply(
          { teacher_slug: teacher.slug, topic, mode, subject: sendOptions.subject, messages: history, conversation_id: conversationId.current },
          {
            onText: (piece) => {
              if (key !== conversationKey.current) return;
              hasReplyText = true;
              setMessages((current) => current.map((m) => (m.id === replyId ? { ...m, content: m.content + piece } : m)));
              // The first piece may be a clause, so the teacher starts talking before the first sentence ends.
              const { pieces, rest } = takeSpeakablePieces(unspoken + piece, !hasSpokenPiece);
              unspoken = rest;
              hasSpokenPiece ||= pieces.length > 0;
              for (const spoken of pieces) latest.current.speaker?.enqueue(spoken);
            },
            onConversationSaved: (id) => {
              if (key !== conversationKey.current || id === conversationId.current) return;
              ownConversationId(id);
              latest.current.onConversationSaved?.(id);
            },
            signal: abort.signal,
          },
        );
        if (key !== conversationKey.current) return 'sent';
        update(replyId, { content, isStreaming: false });
        latest.current.speaker?.enqueue(unspoken);
        latest.current.onMessageAnswered?.();
        return 'sent';
      } catch (error) {
        if (key !== conversationKey.current) return 'failed';
        if (error instanceof ApiError && error.code && LIMIT_CODES.has(error.code)) {
          setMessages((current) => current.filter((m) => m.id !== replyId && m.id !== questionId));
          latest.current.onLimitReached();
          return 'blocked';
        }
        latest.current.speaker?.stop();
        lastSentText.current = null; // the learner may try the same words again
        // The words come with the streaming code; when that code itself could not load, offline or a dropped connection.
        const describe = await streaming.then((loaded) => loaded.describeSendFailure, () => null);
        if (key !== conversationKey.current) return 'failed';
        const reason = abort.signal.aborted ? abort.signal.reason : error;
        const failure = describe ? describe(reason, teacher.name, navigator.onLine, words.current) : navigator.onLine ? droppedFailure(words.current) : offlineFailure(words.current);
        if (hasReplyText) {
          // The message arrived and counts (the server keeps a reply once any of it reached the learner).
          update(replyId, { isStreaming: false, notice: words.current('replyCutShort', { teacher: teacher.name }) });
          latest.current.onMessageAnswered?.();
          return 'failed';
        }
        setMessages((current) => current.filter((m) => m.id !== replyId));
        keepUnsent(questionId, failure);
        return failure.shouldEdit ? 'refused' : 'failed';
      } finally {
        clearTimeout(timeout);
        if (key === conversationKey.current) {
          inFlightText.current = null;
          setIsPending(false);
        }
      }
    },
    [teacher.slug, teacher.name, topic, append, update, ownConversationId],
  );

  /** Sends a 'Not sent' message again, as it was first sent. */
  const retry = useCallback(
    (id: string) => {
      const message = messagesRef.current.find((m) => m.id === id);
      if (!message?.unsent) return Promise.resolve<SendResult>('ignored');
      return send(message.content, { mode: message.unsent.mode, subject: message.unsent.subject });
    },
    [send],
  );

  return { messages, isPending, send, retry, postAssistant, postScriptLine, storedConversationId, reset, setMessages, conversationId: shownConversationId };
}
