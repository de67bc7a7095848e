import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '#/shared/constants';
import { pageMeta } from '#/shared/page-meta';
import { MONTHLY_PRICE_USD, YEARLY_PRICE_USD } from '#/shared/plans';
import { useFormatters } from '#/web/i18n/use-formatters';
import { useT } from '#/web/i18n/use-t';
import { policiesEffectiveDate } from '#/shared/policies-effective-date';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { ProsePage } from './prose-page';
import { termsCatalogue } from './terms/messages/catalogue';

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
const mail = (chunks: ReactNode[]) => <a href={`mailto:${SUPPORT_EMAIL}`}>{chunks}</a>;

export default function TermsPage() {
  usePageMeta(pageMeta.terms);
  const t = useT(termsCatalogue);
  const format = useFormatters();

  return (
    <ProsePage title={t('title')} intro={t('intro')}>
      <p>
        <strong>{t('effective', { date: policiesEffectiveDate(t.locale) })}</strong>
      </p>
      {t.locale !== 'en' && (
        <p>
          <em>{t('englishGoverns')}</em>
        </p>
      )}
      <p>{t.rich('scope', { strong })}</p>

      <h2>{t('eligibilityHeading')}</h2>
      <p>{t('eligibility')}</p>

      <h2>{t('accountHeading')}</h2>
      <ul>
        <li>{t('accountSignUp')}</li>
        <li>{t('accountAccurate')}</li>
        <li>{t('accountPassword')}</li>
        <li>{t('accountPersonal')}</li>
        <li>{t.rich('accountBreach', { email: SUPPORT_EMAIL, mail })}</li>
      </ul>

      <h2>{t('freeHeading')}</h2>
      <p>{t('free')}</p>

      <h2>{t('paidHeading')}</h2>
      <ul>
        <li>{t.rich('paidPrices', { strong, monthly: format.price(MONTHLY_PRICE_USD), yearly: format.price(YEARLY_PRICE_USD) })}</li>
        <li>{t.rich('paidPayment', { strong })}</li>
        <li>{t.rich('paidRenewal', { strong })}</li>
        <li>{t.rich('paidCancel', { strong })}</li>
        <li>{t.rich('paidRefunds', { strong })}</li>
        <li>{t.rich('paidPriceChanges', { strong })}</li>
        <li>{t.rich('paidFailed', { strong })}</li>
      </ul>

      <h2>{t('useHeading')}</h2>
      <p>{t('useIntro')}</p>
      <ul>
        <li>{t('useLaw')}</li>
        <li>{t('useHarass')}</li>
        <li>{t('useHarmful')}</li>
        <li>{t('useAutomated')}</li>
        <li>{t('useShare')}</li>
        <li>{t('useAttack')}</li>
        <li>{t('useImpersonate')}</li>
      </ul>

      <h2>{t('aiHeading')}</h2>
      <p>{t('ai')}</p>
      <ul>
        <li>{t.rich('aiMistakes', { strong })}</li>
        <li>{t.rich('aiExams', { strong })}</li>
        <li>{t.rich('aiAdvice', { strong })}</li>
      </ul>

      <h2>{t('contentHeading')}</h2>
      <p>{t('content')}</p>

      <h2>{t('ipHeading')}</h2>
      <p>{t('ip')}</p>

      <h2>{t('thirdPartyHeading')}</h2>
      <p>{t('thirdParty')}</p>

      <h2>{t('terminationHeading')}</h2>
      <p>{t('termination')}</p>

      <h2>{t('disclaimersHeading')}</h2>
      <p>{t('disclaimers')}</p>

      <h2>{t('liabilityHeading')}</h2>
      <p>{t('liability')}</p>

      <h2>{t('changesHeading')}</h2>
      <p>{t('changes')}</p>

      <h2>{t('contactHeading')}</h2>
      <p>{t.rich('contact', { email: SUPPORT_EMAIL, mail })}</p>
    </ProsePage>
  );
}
