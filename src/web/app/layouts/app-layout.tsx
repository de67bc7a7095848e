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
    // min-h-dvh, not min-h-screen: on a phone 100vh is the screen without the browser's toolbar, so a page filling
    // the screen below the header (the teacher chat, 100dvh) would scroll by the toolbar's height while it shows.
    <div className="min-h-dvh bg-slate-50">
      <NavBar />
      <main>
        <Suspense fallback={<Spinner className="py-24" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
