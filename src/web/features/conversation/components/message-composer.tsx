import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { MAX_MESSAGE_LENGTH } from '#/shared/chat-api';
import { useT } from '#/web/i18n/use-t';
import { conversationCatalogue } from '../messages/catalogue';
import { useIsOnline } from '../use-is-online';
import type { SendResult } from '../use-conversation';
import { forgetSentDraft, readDraft, saveDraft } from './draft-store';
import { conversationComponentsCatalogue } from './messages/catalogue';

/**
 * The text area: Enter sends, Shift+Enter adds a line (Ctrl/Cmd+Enter sends too). Disabled while empty,
 * while a reply is pending, and while offline (what is typed stays in the box). With a `draftKey`, what is typed
 * and not yet sent is kept in this browser and comes back after a reload. On a phone the box is one line that
 * grows to show a longer placeholder or message in full, where the browser can size a field to its content.
 */
type Props = {
  onSend: (text: string) => Promise<SendResult>;
  isPending: boolean;
  placeholder: string;
  /** Also disabled, e.g. at the demo's limit. */
  isDisabled?: boolean;
  /** Focus the box when it appears (arriving on a chat). */
  shouldFocusOnMount?: boolean;
  /** The learner is about to write: the code that sends can load now. */
  onIntent?: () => void;
  rows?: number;
  /** Names this chat and its learner in the browser's drafts (./draft-store.ts); without it nothing is kept. */
  draftKey?: string;
};

export function MessageComposer({ onSend, isPending, placeholder, isDisabled = false, shouldFocusOnMount = false, onIntent, rows = 2, draftKey }: Props) {
  const t = useT(conversationComponentsCatalogue);
  const tConversation = useT(conversationCatalogue);
  const [text, setText] = useState(() => (draftKey ? readDraft(draftKey) : ''));
  const isOnline = useIsOnline();
  const box = useRef<HTMLTextAreaElement>(null);
  const canSend = text.trim().length > 0 && !isPending && !isDisabled && isOnline;

  useEffect(() => {
    if (shouldFocusOnMount) box.current?.focus({ preventScroll: true });
  }, [shouldFocusOnMount]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const draft = text;
    setText('');
    // Nothing typed is lost: words the free limit held back, or that must be said another way, come back to the box.
    const result = await onSend(draft);
    if (result === 'blocked' || result === 'refused') setText((current) => current || draft);
    // Kept until then: a send that failed, or a reload while the reply is on its way, finds the words again.
    if (result === 'sent' && draftKey) forgetSentDraft(draftKey, draft);
  };

  const changeText = (next: string) => {
    setText(next);
    if (draftKey) saveDraft(draftKey, next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method still composing a word (Japanese, Chinese...) uses Enter itself.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white p-2 lg:p-3">
      {!isOnline && (
        <p role="status" className="mb-2 rounded-lg bg-amber-50 px-3 py-1.5 text-sm text-amber-900 ring-1 ring-amber-200">
          {tConversation('offlineNotice')} {t('sendWhenOnline')}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor="message-composer" className="sr-only">{t('yourMessage')}</label>
        <textarea
          ref={box}
          id="message-composer"
          dir="auto"
          rows={rows}
          value={text}
          onChange={(e) => changeText(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={onIntent}
          placeholder={placeholder}
          aria-describedby="message-composer-keys"
          maxLength={MAX_MESSAGE_LENGTH}
          className="min-h-[44px] min-w-0 flex-1 resize-none max-lg:h-11 max-lg:max-h-32 max-lg:[field-sizing:content] max-lg:supports-[field-sizing:content]:h-auto rounded-xl border border-slate-300 px-3 py-2 text-base focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 sm:text-sm"
        />
        <button type="submit" disabled={!canSend} className="h-11 flex-none whitespace-nowrap rounded-xl bg-indigo-600 px-3 text-sm font-semibold sm:px-4 text-white hover:bg-indigo-700 disabled:bg-indigo-300">
          {t('send')}
        </button>
      </div>
      {/* A touch screen has no Enter key to hint at: the hint shows only with a mouse and a keyboard. */}
      <p id="message-composer-keys" className="mt-1 px-1 text-xs text-slate-500 [@media(hover:none)]:hidden [@media(pointer:coarse)]:hidden">
        {t('keysHint')}
      </p>
    </form>
  );
}
