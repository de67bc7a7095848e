/** In the demo's place for a signed-in learner: their own teachers are a click away, and the demo's count and sign-up offer are not theirs. */
import { Link } from 'react-router';
import { buttonClass } from '#/web/components/button';
import { useT } from '#/web/i18n/use-t';
import { landingCatalogue } from './messages/catalogue';

export function SignedInPanel() {
  const t = useT(landingCatalogue);
  return (
    <section aria-labelledby="signed-in-panel-heading" className="flex flex-col items-center justify-center gap-4 rounded-2xl bg-indigo-50 px-8 py-12 text-center lg:h-[34rem]">
      <h2 id="signed-in-panel-heading" className="text-2xl font-bold text-slate-900">{t('signedInTitle')}</h2>
      <p className="max-w-sm text-slate-700">{t('signedInText')}</p>
      <Link to="/app" className={buttonClass('primary', 'px-6 py-3 text-base')}>{t('continueLearning')}</Link>
    </section>
  );
}
