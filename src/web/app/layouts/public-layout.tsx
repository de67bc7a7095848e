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
      {/* The footer comes with the page: shown under the loading spinner, it was pushed down as the page arrived
          (a layout shift of 0.66 on /pricing on a phone). */}
      <Suspense
        fallback={
          <main className="flex-1">
            <Spinner className="py-24" />
          </main>
        }
      >
        <main className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
