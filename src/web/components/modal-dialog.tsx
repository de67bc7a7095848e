import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '#/web/i18n/use-t';
import { componentsCatalogue } from './messages/catalogue';

type Props = {
  title: string;
  onClose: () => void;
  /** Tailwind width and surface classes of the dialog box. */
  className?: string;
  /** The content; a function receives `close` for content that ends the dialog itself. */
  children: ReactNode | ((close: () => void) => ReactNode);
};

/** A native modal <dialog>, open from mount, with its title and a Close button; Escape closes it too. */
export function ModalDialog({ title, onClose, className = 'w-[min(30rem,calc(100vw-2rem))]', children }: Props) {
  const t = useT(componentsCatalogue);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const close = () => dialog.current?.close();
  return (
    <dialog ref={dialog} onClose={onClose} aria-labelledby={titleId} className={`m-auto rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50 ${className}`}>
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl font-bold text-slate-900">{title}</h2>
          <button type="button" onClick={close} aria-label={t('close')} className="rounded-md px-2 text-2xl leading-none text-slate-500 hover:bg-slate-100">×</button>
        </div>
        {typeof children === 'function' ? children(close) : children}
      </div>
    </dialog>
  );
}
