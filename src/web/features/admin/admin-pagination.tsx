import { Button } from '#/web/components/button';
import { useT } from '#/web/i18n/use-t';
import { adminCatalogue } from './messages/catalogue';

type AdminPaginationProps = { page: number; pageCount: number; total: number; onPageChange: (page: number) => void };

export function AdminPagination({ page, pageCount, total, onPageChange }: AdminPaginationProps) {
  const t = useT(adminCatalogue);
  return (
    <nav aria-label={t('pagination')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        {t('previous')}
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('pageOf', { page, pageCount, total })}
      </p>
      <Button variant="secondary" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
        {t('next')}
      </Button>
    </nav>
  );
}
