/** Switches the admin panel between its views; only the chosen view's data is fetched. */
export type AdminView = 'users' | 'usage';

const VIEWS: Array<{ id: AdminView; label: string }> = [
  { id: 'users', label: 'Users' },
  { id: 'usage', label: 'Usage' },
];

export function AdminViewTabs({ view, onChange }: { view: AdminView; onChange: (view: AdminView) => void }) {
  return (
    <div role="tablist" aria-label="Admin views" className="mt-6 flex gap-2 border-b border-slate-200">
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
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
