import { useState } from 'react';
import { buttonClass } from '#/web/components/button';
import { useT } from '#/web/i18n/use-t';
import { DeleteAccountDialog } from './delete-account-dialog';
import { accountDataCatalogue } from './messages/catalogue';

/** On the Account Information card: the learner's data is theirs to download or delete. */
export function AccountDataActions({ email }: { email: string }) {
  const t = useT(accountDataCatalogue);
  const [isDeleting, setIsDeleting] = useState(false);
  return (
    <div className="mt-5 flex flex-wrap gap-3 border-t border-slate-100 pt-4">
      <a href="/api/account/export" download className={buttonClass('secondary')}>{t('downloadData')}</a>
      <button type="button" className={buttonClass('danger-outline')} onClick={() => setIsDeleting(true)}>{t('deleteAccount')}</button>
      {isDeleting && <DeleteAccountDialog email={email} onClose={() => setIsDeleting(false)} />}
    </div>
  );
}
