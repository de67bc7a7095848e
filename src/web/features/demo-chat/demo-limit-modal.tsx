import { useEffect, useRef } from 'react';
import { FREE_MESSAGE_LIMIT } from '#/shared/constants';
import { LandingSignUpForm } from '#/web/features/auth/landing-sign-up-form';

const benefits = [
  `${FREE_MESSAGE_LIMIT} more free messages`,
  'Access to all AI teachers',
  'Each teacher has a superpower: interview practice, writing feedback and more',
  'Personalized learning that adapts to you',
];

/** 'Ready to Continue?': the demo is used up; sign up right here (spec §2, §4). */
export function DemoLimitModal({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} onClose={onClose} aria-labelledby="demo-limit-title" className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50">
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id="demo-limit-title" className="text-2xl font-bold text-slate-900">Ready to Continue?</h2>
          <button type="button" onClick={() => dialog.current?.close()} aria-label="Close" className="rounded-md px-2 text-2xl leading-none text-slate-500 hover:bg-slate-100">×</button>
        </div>
        <p className="mt-2 text-slate-600">You've used your free demo messages. Create a free account to keep talking:</p>
        <ul className="mt-4 space-y-2 text-sm text-slate-800">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <svg viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 flex-none text-green-600" aria-hidden="true"><path fill="currentColor" d="M7.6 13.2 4.4 10l-1.1 1.1 4.3 4.3 9-9-1.1-1.1z" /></svg>
              {benefit}
            </li>
          ))}
        </ul>
        <div className="mt-6">
          <LandingSignUpForm onSuccess={() => dialog.current?.close()} />
        </div>
        <p className="mt-3 text-center text-xs font-medium text-slate-500">No credit card required</p>
      </div>
    </dialog>
  );
}
