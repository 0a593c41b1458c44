import { Spinner } from '../../../components/ui/spinner';

type BackgroundStatusProps = { isRunning: boolean; runningText: string; error: string | null };

/** The state of verify-all or source-all under a section's header: running, or why it failed. */
export function BackgroundStatus({ isRunning, runningText, error }: BackgroundStatusProps) {
  return (
    <>
      <div role="status" className="empty:hidden">
        {isRunning ? (
          <p className="flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
            <Spinner />
            {runningText}
          </p>
        ) : null}
      </div>
      {!isRunning && error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </>
  );
}
