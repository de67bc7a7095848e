import { Component, type ReactNode, Suspense } from 'react';
import { buttonClass } from '#/web/components/button';
import { Spinner } from '#/web/components/spinner';
import { useT } from '#/web/i18n/use-t';
import { appCatalogue } from './messages/catalogue';

type State = { error: Error | null };

/** Shown when a page crashes or its code cannot be loaded (for example after a deploy). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    // The words may still be on their way (a translation loads on first use; English if it cannot be fetched).
    return (
      <Suspense
        fallback={
          <main>
            <Spinner className="min-h-screen" />
          </main>
        }
      >
        <CrashNotice />
      </Suspense>
    );
  }
}

function CrashNotice() {
  const t = useT(appCatalogue);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('crashTitle')}</h1>
      <p className="max-w-md text-slate-600">{t('crashText')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>{t('reloadPage')}</button>
        <a href="/" className={buttonClass('secondary')}>{t('backToHome')}</a>
      </div>
    </main>
  );
}
