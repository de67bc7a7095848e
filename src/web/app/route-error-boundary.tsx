import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '#/web/components/button';

/** Shown when a page crashes or its code cannot be loaded (for example after a deploy). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong while showing this page.';
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">We hit a snag</h1>
      <p className="max-w-md text-slate-600">{message} Reloading usually fixes it; nothing you did has been lost.</p>
      <div className="flex gap-3">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>Reload page</button>
        <Link to="/" className={buttonClass('secondary')}>Back to Home</Link>
      </div>
    </main>
  );
}
