import type { ReactNode } from 'react';
import { pageMeta } from '#/shared/page-meta';
import { useT } from '#/web/i18n/use-t';
import { usePageMeta } from '#/web/lib/use-page-meta';
import type en from './careers/messages/en';
import { careersCatalogue } from './careers/messages/catalogue';
import { ProsePage } from './prose-page';

const CAREERS_EMAIL = 'careers@parley.app';

type Key = keyof typeof en;

interface Role {
  id: string;
  title: Key;
  summary: Key;
  duties: Key[];
}

const OPEN_ROLES: Role[] = [
  { id: 'full-stack-engineer', title: 'fullStackTitle', summary: 'fullStackSummary', duties: ['fullStackDuty1', 'fullStackDuty2', 'fullStackDuty3', 'fullStackDuty4'] },
  { id: 'speech-ai-engineer', title: 'speechTitle', summary: 'speechSummary', duties: ['speechDuty1', 'speechDuty2', 'speechDuty3', 'speechDuty4'] },
  { id: 'learning-designer', title: 'designerTitle', summary: 'designerSummary', duties: ['designerDuty1', 'designerDuty2', 'designerDuty3', 'designerDuty4'] },
];

const BENEFITS: Key[] = ['benefitSalary', 'benefitAnywhere', 'benefitTimeOff', 'benefitLearning', 'benefitHours', 'benefitSubscription', 'benefitMeetup'];

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export default function CareersPage() {
  usePageMeta(pageMeta.careers);
  const t = useT(careersCatalogue);

  return (
    <ProsePage title={t('title')} intro={t('intro')}>
      <h2>{t('missionHeading')}</h2>
      <p>{t('mission')}</p>

      <h2>{t('howHeading')}</h2>
      <ul>
        <li>{t.rich('howRemote', { strong })}</li>
        <li>{t.rich('howSenior', { strong })}</li>
        <li>{t.rich('howClose', { strong })}</li>
        <li>{t.rich('howPace', { strong })}</li>
      </ul>

      <h2>{t('rolesHeading')}</h2>
      {OPEN_ROLES.map((role) => (
        <section key={role.id} aria-labelledby={`role-${role.id}`}>
          <h3 id={`role-${role.id}`}>{t(role.title)}</h3>
          <p>{t(role.summary)}</p>
          <p>
            <strong>{t('whatYouWouldDo')}</strong>
          </p>
          <ul>
            {role.duties.map((duty) => (
              <li key={duty}>{t(duty)}</li>
            ))}
          </ul>
        </section>
      ))}

      <h2>{t('benefitsHeading')}</h2>
      <ul>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{t(benefit)}</li>
        ))}
      </ul>

      <h2>{t('applyHeading')}</h2>
      <p>{t.rich('applyEmail', { email: CAREERS_EMAIL, mail: (chunks) => <a href={`mailto:${CAREERS_EMAIL}`}>{chunks}</a> })}</p>
      <p>{t('processIntro')}</p>
      <ol>
        <li>{t('processCall')}</li>
        <li>{t('processExercise')}</li>
        <li>{t('processTeam')}</li>
      </ol>
      <p>{t('inclusion')}</p>
      <p>{t('noRole')}</p>
    </ProsePage>
  );
}
