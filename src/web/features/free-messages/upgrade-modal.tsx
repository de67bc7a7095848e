import { useEffect, useRef } from 'react';
import { FREE_MESSAGE_LIMIT } from '#/shared/constants';
import { PricingCards } from '#/web/features/pricing/pricing-cards';

/** 'Continue Your Learning': the free messages are used up; the monthly and yearly cards start checkout. */
export function UpgradeModal({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} onClose={onClose} aria-labelledby="upgrade-title" className="m-auto max-h-[90dvh] w-[min(44rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-slate-50 p-0 shadow-xl backdrop:bg-slate-900/50">
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id="upgrade-title" className="text-2xl font-bold text-slate-900">Continue Your Learning</h2>
          <button type="button" onClick={() => dialog.current?.close()} aria-label="Close" className="rounded-md px-2 text-2xl leading-none text-slate-500 hover:bg-slate-100">×</button>
        </div>
        <p className="mt-2 text-slate-600">You've used your {FREE_MESSAGE_LIMIT} free messages. Upgrade for unlimited conversations with every teacher.</p>
        <div className="mt-8">
          <PricingCards compact />
        </div>
      </div>
    </dialog>
  );
}
