import { commonCatalogue } from '#/web/i18n/messages/catalogue';
import { useT } from '#/web/i18n/use-t';

/** A busy indicator; without a label it says "Loading..." in the interface language. */
export function Spinner({ label, className = '' }: { label?: string | false; className?: string }) {
  const t = useT(commonCatalogue);
  const text = label === undefined ? t('loading') : label;
  return (
    <div role="status" className={`flex items-center justify-center gap-3 text-slate-600 ${className}`}>
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600" aria-hidden="true" />
      {text && <span>{text}</span>}
    </div>
  );
}
