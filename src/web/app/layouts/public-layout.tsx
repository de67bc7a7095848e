import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '#/web/components/spinner';
import { SiteFooter } from '#/web/features/site/site-footer';
import { SiteHeader } from '#/web/features/site/site-header';

/** Public pages: the site header and footer around the page. */
export default function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SiteHeader />
      <main className="flex-1">
        <Suspense fallback={<Spinner className="py-24" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
