import type { ReactNode } from 'react';
import { pageMeta } from '#/shared/page-meta';
import { useT } from '#/web/i18n/use-t';
import { policiesEffectiveDate } from '#/shared/policies-effective-date';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { privacyCatalogue } from './privacy/messages/catalogue';
import { ProsePage } from './prose-page';

const PRIVACY_EMAIL = 'privacy@parley.app';

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export default function PrivacyPage() {
  usePageMeta(pageMeta.privacy);
  const t = useT(privacyCatalogue);

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
      <p>{t('scope')}</p>

      <h2>{t('summaryHeading')}</h2>
      <ul>
        <li>{t('summaryCollect')}</li>
        <li>{t('summaryMicrophone')}</li>
        <li>{t('summaryCards')}</li>
        <li>{t('summaryNoSale')}</li>
        <li>{t('summaryControl')}</li>
      </ul>

      <h2>{t('collectHeading')}</h2>
      <h3>{t('accountHeading')}</h3>
      <p>{t('account')}</p>
      <h3>{t('conversationsHeading')}</h3>
      <p>{t('conversations')}</p>
      <h3>{t('rememberHeading')}</h3>
      <p>{t('remember')}</p>
      <h3>{t('microphoneHeading')}</h3>
      <p>{t('microphone')}</p>
      <h3>{t('paymentHeading')}</h3>
      <p>{t('payment')}</p>
      <h3>{t('cookiesHeading')}</h3>
      <ul>
        <li>{t.rich('cookieSession', { strong })}</li>
        <li>{t.rich('cookieReferral', { strong })}</li>
        <li>{t.rich('cookieLanguage', { strong })}</li>
      </ul>
      <p>{t('cookiesNoTracking')}</p>
      <h3>{t('technicalHeading')}</h3>
      <p>{t('technical')}</p>

      <h2>{t('useHeading')}</h2>
      <ul>
        <li>{t('useAccount')}</li>
        <li>{t('useReplies')}</li>
        <li>{t('useHistory')}</li>
        <li>{t('useBilling')}</li>
        <li>{t('useEmails')}</li>
        <li>{t('useReferrals')}</li>
        <li>{t('useAbuse')}</li>
      </ul>
      <p>{t('legalBases')}</p>
      <p>{t('noSale')}</p>

      <h2>{t('providersHeading')}</h2>
      <p>{t('providersIntro')}</p>
      <ul>
        <li>{t.rich('providerModel', { strong })}</li>
        <li>{t.rich('providerSpeech', { strong })}</li>
        <li>{t.rich('providerStripe', { strong })}</li>
        <li>{t.rich('providerGoogle', { strong })}</li>
        <li>{t.rich('providerEmail', { strong })}</li>
        <li>{t.rich('providerHosting', { strong })}</li>
      </ul>
      <p>{t('disclosure')}</p>

      <h2>{t('transfersHeading')}</h2>
      <p>{t('transfers')}</p>

      <h2>{t('retentionHeading')}</h2>
      <ul>
        <li>{t.rich('retentionAccount', { strong })}</li>
        <li>{t.rich('retentionConversations', { strong })}</li>
        <li>{t.rich('retentionDeletion', { strong })}</li>
        <li>{t.rich('retentionBilling', { strong })}</li>
        <li>{t.rich('retentionLogs', { strong })}</li>
      </ul>

      <h2>{t('rightsHeading')}</h2>
      <p>{t('rightsIntro')}</p>
      <ul>
        <li>{t.rich('rightAccess', { strong })}</li>
        <li>{t.rich('rightCorrection', { strong })}</li>
        <li>{t.rich('rightDeletion', { strong })}</li>
        <li>{t.rich('rightObjection', { strong })}</li>
        <li>{t.rich('rightConsent', { strong })}</li>
      </ul>
      <p>{t('rightsHow')}</p>

      <h2>{t('securityHeading')}</h2>
      <p>{t('security')}</p>

      <h2>{t('childrenHeading')}</h2>
      <p>{t('children')}</p>

      <h2>{t('changesHeading')}</h2>
      <p>{t('changes')}</p>

      <h2>{t('contactHeading')}</h2>
      <p>{t.rich('contact', { email: PRIVACY_EMAIL, mail: (chunks) => <a href={`mailto:${PRIVACY_EMAIL}`}>{chunks}</a> })}</p>
    </ProsePage>
  );
}
