import { useState } from 'react';
import { buttonClass } from '#/web/components/button';
import { DeleteAccountDialog } from './delete-account-dialog';

/** On the Account Information card: the learner's data is theirs to download or delete. */
export function AccountDataActions({ email }: { email: string }) {
  const [isDeleting, setIsDeleting] = useState(false);
  return (
    <div className="mt-5 flex flex-wrap gap-3 border-t border-slate-100 pt-4">
      <a href="/api/account/export" download className={buttonClass('secondary')}>Download my data</a>
      <button type="button" className={buttonClass('danger-outline')} onClick={() => setIsDeleting(true)}>Delete my account</button>
      {isDeleting && <DeleteAccountDialog email={email} onClose={() => setIsDeleting(false)} />}
    </div>
  );
}
