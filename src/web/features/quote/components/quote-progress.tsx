import { Sparkles } from 'lucide-react';
import { useGeneratingProgress } from '../hooks/use-generating-progress';

/** The screen shown while a quote is generated. */
export function QuoteProgress({ concern }: { concern: string }) {
  const { percent, message } = useGeneratingProgress();
  return (
    <section
      aria-labelledby="quote-progress-title"
      className="mx-auto flex w-full max-w-md flex-col items-center px-4 pt-24 text-center"
    >
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Sparkles className="size-6 animate-pulse" aria-hidden />
      </span>
      <h1 id="quote-progress-title" className="mt-4 text-xl font-semibold text-slate-900">
        Generating Your Quote
      </h1>
      <p className="mt-1 line-clamp-2 text-sm text-slate-500" title={concern}>
        “{concern}”
      </p>
      <div className="mt-8 w-full">
        <div className="mb-2 flex items-baseline justify-between text-sm">
          <p role="status" aria-live="polite" className="text-slate-700">
            {message}
          </p>
          <span className="font-medium text-slate-900 tabular-nums" aria-hidden>
            {percent}%
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Generating Your Quote"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-[width] duration-150 ease-linear"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
    </section>
  );
}
