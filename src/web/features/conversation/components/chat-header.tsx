/**
 * The chat screen's header. Wide screens show everything in a row; below the lg breakpoint it folds
 * into a compact line (teacher, the Chat/Tools switch) and the topic below it, with the rest in a 'Chat
 * options' menu, so a phone keeps most of its height for the conversation (ADR 010).
 */
import { type MouseEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { usePersonaWords } from '#/web/features/persona-words/public';
import { useT } from '#/web/i18n/use-t';
import { publicConfig } from '#/web/lib/public-config';
import { useDismiss } from '#/web/lib/use-dismiss';
import { useIsOnline } from '../use-is-online';
import { conversationComponentsCatalogue } from './messages/catalogue';

type Props = {
  identity?: ReactNode;
  topic: string;
  chipClass: string;
  onChangeTopic?: () => void;
  extraControls?: ReactNode;
  /** The phone's Chat/Tools switch, shown in the compact line. */
  phoneSwitch?: ReactNode;
};

const controlClass = 'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50';

export function ChatHeader({ identity, topic, chipClass, onChangeTopic, extraControls, phoneSwitch }: Props) {
  const t = useT(conversationComponentsCatalogue);
  const words = usePersonaWords();
  const isOnline = useIsOnline();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLFieldSetElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // A tap on the Chat/Tools switch is outside the menu too, so switching tab closes it.
  useDismiss(isMenuOpen, [menuRef, menuButtonRef], (reason) => {
    setIsMenuOpen(false);
    if (reason === 'escape') menuButtonRef.current?.focus();
  });
  /** Choosing an item (a button or a link, the superpower's own too) closes the menu. */
  const closeOnChoice = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('button, a')) setIsMenuOpen(false);
  };
  const secondary = (
    <>
      {onChangeTopic && (
        <button type="button" onClick={onChangeTopic} className={controlClass}>
          {t('changeTopic')}
        </button>
      )}
      <Link to="/app" className={controlClass}>
        {t('backToTeachers')}
      </Link>
      {publicConfig.isOfflineTutor && (
        <span className="rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-200" title={t('offlineTutorTitle')}>
          {t('offlineTutorBadge')}
        </span>
      )}
      {publicConfig.isOfflineSpeech && (
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 ring-1 ring-slate-200" title={t('offlineSpeechTitle')}>
          {t('offlineSpeechBadge')}
        </span>
      )}
      <span className="flex items-center gap-2 text-sm text-slate-600 lg:ms-auto">
        <span className={`h-2.5 w-2.5 rounded-full ${isOnline ? 'bg-green-500' : 'bg-slate-400'}`} aria-hidden="true" />
        {isOnline ? t('connected') : t('offline')}
      </span>
    </>
  );
  return (
    <div className="relative">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {identity}
        {/* On a phone the topic takes its own line below, so it is read whole rather than cut to 'T...'. */}
        <div className="flex min-w-0 max-lg:order-last max-lg:w-full">
          <span className={`min-w-0 truncate rounded-full px-3 py-1 text-xs font-semibold lg:text-sm ${chipClass}`} title={words(topic)}>{words(topic)}</span>
        </div>
        <div className="hidden flex-1 flex-wrap items-center gap-2 lg:flex">
          {extraControls}
          {secondary}
        </div>
        <div className="ms-auto flex flex-none items-center gap-1.5 lg:hidden">
          {phoneSwitch}
          <button
            ref={menuButtonRef}
            type="button"
            aria-label={t('chatOptions')}
            aria-expanded={isMenuOpen}
            aria-controls={isMenuOpen ? menuId : undefined}
            onClick={() => setIsMenuOpen((open) => !open)}
            className="rounded-md px-2 py-1 text-lg font-bold leading-none text-slate-700 ring-1 ring-slate-300"
          >
            ⋯
          </button>
        </div>
      </div>
      {isMenuOpen && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: a click bubbled up from the item chosen, each a button or a link of its own.
        <fieldset ref={menuRef} id={menuId} aria-label={t('chatOptions')} onClick={closeOnChoice} className="absolute end-0 top-full z-20 mt-1 flex w-64 flex-col items-start gap-2 rounded-xl bg-white p-3 shadow-lg ring-1 ring-slate-200 lg:hidden">
          {extraControls}
          {secondary}
        </fieldset>
      )}
    </div>
  );
}
