import { Component, type ReactNode } from 'react';

type State = { failed: boolean };

/**
 * The last line under every page: an error no page caught — most often a page whose code failed to
 * load (a dropped connection, or the app updated under an open tab). React keeps a failed page
 * import failed until the page is reloaded, so reloading is the way on. Small and without the UI
 * kit: it sits in the entry chunk (decision 028).
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-slate-50 px-4 text-center">
        <div role="alert" className="space-y-2">
          <h1 className="text-lg font-semibold text-slate-900">This page could not load</h1>
          <p className="max-w-md text-sm text-slate-600">
            The connection may have dropped, or the app was just updated. Reload the page to go on; everything
            already saved is kept.
          </p>
        </div>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Reload page
        </button>
      </main>
    );
  }
}
