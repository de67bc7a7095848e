import { type FormEvent, type KeyboardEvent, useState } from 'react';
import type { SendResult } from '../use-conversation';

/** The text area: Send, or Ctrl+Enter (Cmd+Enter on a Mac). Disabled while empty or while a reply is pending. */
type Props = {
  onSend: (text: string) => Promise<SendResult>;
  isPending: boolean;
  placeholder: string;
  /** Also disabled, e.g. at the demo's limit. */
  isDisabled?: boolean;
  /** Enter sends (Shift+Enter for a new line), as in a one-line text box; otherwise Ctrl+Enter sends. */
  shouldSendOnEnter?: boolean;
};

export function MessageComposer({ onSend, isPending, placeholder, isDisabled = false, shouldSendOnEnter = false }: Props) {
  const [text, setText] = useState('');
  const canSend = text.trim().length > 0 && !isPending && !isDisabled;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const draft = text;
    setText('');
    // Nothing typed is lost: a message the free limit held back comes back to the box.
    if ((await onSend(draft)) === 'blocked') setText((current) => current || draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey || (shouldSendOnEnter && !event.shiftKey))) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 bg-white p-2 lg:p-3">
      <label htmlFor="message-composer" className="sr-only">Your message</label>
      <textarea
        id="message-composer"
        rows={shouldSendOnEnter ? 1 : 2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        maxLength={4000}
        className="min-h-[44px] flex-1 resize-none max-lg:h-11 rounded-xl border border-slate-300 px-3 py-2 text-base focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 sm:text-sm"
      />
      <button type="submit" disabled={!canSend} className="h-11 rounded-xl bg-indigo-600 px-4 text-sm font-semibold text-white hover:bg-indigo-700 disabled:bg-indigo-300">
        Send
      </button>
    </form>
  );
}
