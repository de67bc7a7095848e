import { Component, type ReactNode } from 'react';
import { buttonClass } from '#/web/components/button';

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
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-2xl font-bold text-slate-900">We hit a snag</h1>
        <p className="max-w-md text-slate-600">Something went wrong while showing this page. Reloading usually fixes it; nothing you did has been lost.</p>
        <div className="flex gap-3">
          <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>Reload page</button>
          <a href="/" className={buttonClass('secondary')}>Back to Home</a>
        </div>
      </main>
    );
  }
}
