import { useT } from '#/web/i18n/use-t';
import { notebookCatalogue } from './messages/catalogue';

/** The "That's not right" button of a correction, in the Notebook and on Review cards. */
export function ReportCorrectionButton({ front, isBusy, onReport, className = '' }: { front: string; isBusy: boolean; onReport: () => void; className?: string }) {
  const t = useT(notebookCatalogue);
  return (
    <button
      type="button"
      className={`min-h-6 whitespace-nowrap rounded px-1 py-1 font-semibold text-red-700 underline hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:text-slate-400 ${className}`}
      disabled={isBusy}
      aria-label={t('notRightLabel', { front })}
      onClick={onReport}
    >
      {t('notRight')}
    </button>
  );
}
