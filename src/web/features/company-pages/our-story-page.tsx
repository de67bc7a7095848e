import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '#/shared/constants';
import { pageMeta } from '#/shared/page-meta';
import { useT } from '#/web/i18n/use-t';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { ourStoryCatalogue } from './our-story/messages/catalogue';
import { ProsePage } from './prose-page';

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export default function OurStoryPage() {
  usePageMeta(pageMeta.ourStory);
  const t = useT(ourStoryCatalogue);

  return (
    <ProsePage title={t('title')} intro={t('intro')}>
      <h2>{t('whyHeading')}</h2>
      <p>{t('why1')}</p>
      <p>{t('why2')}</p>
      <p>{t.rich('why3', { strong })}</p>
      <p>{t.rich('why4', { strong })}</p>

      <h2>{t('startedHeading')}</h2>
      <p>{t('started1')}</p>
      <p>{t('started2')}</p>
      <p>{t('started3')}</p>

      <h2>{t('valuesHeading')}</h2>
      <ul>
        <li>{t.rich('valueKindness', { strong })}</li>
        <li>{t.rich('valueHonesty', { strong })}</li>
        <li>{t.rich('valueSpeed', { strong })}</li>
        <li>{t.rich('valuePrivacy', { strong })}</li>
        <li>{t.rich('valueOpen', { strong })}</li>
      </ul>

      <h2>{t('goingHeading')}</h2>
      <p>{t('going1')}</p>
      <p>{t('going2')}</p>
      <p>{t.rich('going3', { email: SUPPORT_EMAIL, mail: (chunks) => <a href={`mailto:${SUPPORT_EMAIL}`}>{chunks}</a> })}</p>
    </ProsePage>
  );
}
