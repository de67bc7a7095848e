/** How Parley differs from a typical gamified language app (a comparison block). */
import { useT } from '#/web/i18n/use-t';
import { landingCatalogue } from './messages/catalogue';

const rows = ['speakAloud', 'replies', 'feedback', 'goals', 'available'] as const;

export function Comparison() {
  const t = useT(landingCatalogue);
  return (
    <div className="mx-auto max-w-4xl overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('comparisonCaption')}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold"> </th>
            <th scope="col" className="px-4 py-3 font-semibold text-indigo-700">Parley</th>
            <th scope="col" className="px-4 py-3 font-semibold">{t('gamifiedApps')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-700">
          {rows.map((row) => (
            <tr key={row}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">{t(`${row}Aspect`)}</th>
              <td className="px-4 py-3">{t(`${row}Parley`)}</td>
              <td className="px-4 py-3">{t(`${row}Other`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
