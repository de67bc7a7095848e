import { Button } from '#/web/components/button';

type AdminPaginationProps = { page: number; pageCount: number; total: number; onPageChange: (page: number) => void };

export function AdminPagination({ page, pageCount, total, onPageChange }: AdminPaginationProps) {
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        Page {page} of {pageCount} · {total} {total === 1 ? 'user' : 'users'}
      </p>
      <Button variant="secondary" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
        Next
      </Button>
    </nav>
  );
}
