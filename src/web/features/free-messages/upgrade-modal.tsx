import { FREE_MESSAGE_LIMIT } from '#/shared/constants';
import { ModalDialog } from '#/web/components/modal-dialog';
import { PricingCards } from '#/web/features/pricing/public';
import { useT } from '#/web/i18n/use-t';
import { freeMessagesCatalogue } from './messages/catalogue';

/** 'Continue Your Learning': the free messages are used up; the monthly and yearly cards start checkout. */
export function UpgradeModal({ onClose }: { onClose: () => void }) {
  const t = useT(freeMessagesCatalogue);
  return (
    <ModalDialog title={t('upgradeTitle')} onClose={onClose} className="max-h-[90dvh] w-[min(44rem,calc(100vw-2rem))] overflow-y-auto bg-slate-50">
      <p className="mt-2 text-slate-600">{t('freeMessagesUsed', { limit: FREE_MESSAGE_LIMIT })}</p>
      <div className="mt-8">
        <PricingCards compact />
      </div>
    </ModalDialog>
  );
}
