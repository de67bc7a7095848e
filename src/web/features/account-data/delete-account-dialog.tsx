/** 'Delete my account': the learner types their email to confirm; then everything is removed, they are signed out and told so. */
import { type FormEvent, useState } from 'react';
import { Button } from '#/web/components/button';
import { ModalDialog } from '#/web/components/modal-dialog';
import { TextField } from '#/web/components/text-field';
import { useT } from '#/web/i18n/use-t';
import { apiRequest } from '#/web/lib/api-client';
import { accountDataCatalogue } from './messages/catalogue';

/** The page that says the account was deleted (a full load: nothing of the old session stays in memory). */
export const ACCOUNT_DELETED_PATH = '/account-deleted';

export function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const t = useT(accountDataCatalogue);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsDeleting(true);
    setError(null);
    try {
      await apiRequest<'DELETE /api/account'>('/api/account', { method: 'DELETE', body: { email: typed }, timeoutMs: 30_000 });
      window.location.replace(ACCOUNT_DELETED_PATH);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setIsDeleting(false);
    }
  };

  return (
    <ModalDialog title={t('deleteAccount')} onClose={onClose}>
      {(close) => (
        <form className="mt-3 space-y-4" onSubmit={submit}>
          <p className="text-sm text-slate-700">{t('deleteWarning')}</p>
          <TextField label={t('typeEmailToConfirm', { email })} type="email" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} required />
          {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={isDeleting}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={isDeleting || typed.trim().toLowerCase() !== email.toLowerCase()}>
              {isDeleting ? t('deleting') : t('deleteForGood')}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
