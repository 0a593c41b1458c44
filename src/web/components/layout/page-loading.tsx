/** The calm placeholder while a page's code or the session loads: muted text in the middle. */
export function PageLoading() {
  return (
    <div className="grid min-h-screen place-items-center text-sm text-slate-500" role="status">
      Loading...
    </div>
  );
}
