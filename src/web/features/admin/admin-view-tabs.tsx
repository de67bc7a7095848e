/** Switches the admin panel between its views; only the chosen view's data is fetched. */
import { useT } from '#/web/i18n/use-t';
import { adminCatalogue } from './messages/catalogue';

export type AdminView = 'users' | 'usage';

/** Each view with its tab's admin catalogue key. */
const VIEWS = [
  { id: 'users', label: 'tabUsers' },
  { id: 'usage', label: 'tabUsage' },
] as const satisfies ReadonlyArray<{ id: AdminView; label: string }>;

export function AdminViewTabs({ view, onChange }: { view: AdminView; onChange: (view: AdminView) => void }) {
  const t = useT(adminCatalogue);
  return (
    <div role="tablist" aria-label={t('adminViews')} className="mt-6 flex gap-2 border-b border-slate-200">
      {VIEWS.map((tab) => {
        const isSelected = tab.id === view;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`admin-tab-${tab.id}`}
            aria-selected={isSelected}
            aria-controls={`admin-view-${tab.id}`}
            onClick={() => onChange(tab.id)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${isSelected ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t(tab.label)}
          </button>
        );
      })}
    </div>
  );
}
