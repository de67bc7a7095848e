import { useT } from '#/web/i18n/use-t';
import { landingCatalogue } from './messages/catalogue';

const features = ['speak', 'corrections', 'goals'] as const;

export function FeatureCards() {
  const t = useT(landingCatalogue);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-3">
      {features.map((feature) => (
        <div key={feature} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h3 className="text-lg font-semibold text-slate-900">{t(`${feature}Title`)}</h3>
          <p className="mt-2 text-slate-700">{t(`${feature}Text`)}</p>
        </div>
      ))}
    </div>
  );
}
