import { FREE_MESSAGE_LIMIT } from '#/shared/constants';
import { ModalDialog } from '#/web/components/modal-dialog';
import { LandingSignUpForm } from '#/web/features/auth/public';
import { useT } from '#/web/i18n/use-t';
import { demoChatCatalogue } from './messages/catalogue';

const benefits = ['moreFreeMessages', 'allTeachers', 'superpowers', 'personalized'] as const;

/** 'Ready to Continue?': the demo is used up; sign up right here. */
export function DemoLimitModal({ onClose }: { onClose: () => void }) {
  const t = useT(demoChatCatalogue);
  return (
    <ModalDialog title={t('readyTitle')} onClose={onClose}>
      {(close) => (
        <>
          <p className="mt-2 text-slate-600">{t('demoUsed')}</p>
          <ul className="mt-4 space-y-2 text-sm text-slate-800">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <svg viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 flex-none text-green-600" aria-hidden="true"><path fill="currentColor" d="M7.6 13.2 4.4 10l-1.1 1.1 4.3 4.3 9-9-1.1-1.1z" /></svg>
                {t(benefit, { count: FREE_MESSAGE_LIMIT })}
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <LandingSignUpForm onSuccess={close} />
          </div>
          <p className="mt-3 text-center text-xs font-medium text-slate-500">{t('noCreditCard')}</p>
        </>
      )}
    </ModalDialog>
  );
}
