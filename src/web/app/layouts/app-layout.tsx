import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '#/web/components/spinner';
import { NavBar } from '#/web/features/nav/nav-bar';
import { useSubscriptionChanges } from '#/web/features/subscription/use-subscription-changes';

/** Signed-in screens: the nav bar above the page, the page in the one main landmark. */
export default function AppLayout() {
  // Every signed-in screen follows subscription changes live (the nav badge, the message gate).
  useSubscriptionChanges();
  return (
    <div className="min-h-screen bg-slate-50">
      <NavBar />
      <main>
        <Suspense fallback={<Spinner className="py-24" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
