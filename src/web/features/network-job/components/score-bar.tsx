import { scorePercent, scoreTone } from '../../../../shared/job-builder';
import { cn } from '../../../lib/utils';

const TONES = {
  green: { bar: 'bg-green-500', text: 'text-green-800' },
  yellow: { bar: 'bg-yellow-400', text: 'text-yellow-800' },
  red: { bar: 'bg-red-500', text: 'text-red-700' },
} as const;

/** A job's similarity to the search (0–1) as the builder shows it: 0–100, 2 decimals, coloured. */
export function ScoreBar({ similarity }: { similarity: number }) {
  const percent = scorePercent(similarity);
  const value = Number(percent);
  const tone = scoreTone(value);
  return (
    <div data-testid="score-bar" data-tone={tone} className="flex items-center gap-2">
      {/* The native meter is what assistive technology reads; the bar beside it is its picture. */}
      <meter className="sr-only" aria-label="Similarity score" min={0} max={100} value={value}>
        {percent}
      </meter>
      <span aria-hidden className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100">
        <span
          className={cn('block h-full rounded-full', TONES[tone].bar)}
          style={{ width: `${Math.min(100, Math.max(0, value))}%` }}
        />
      </span>
      <span className={cn('w-12 text-right text-xs font-semibold tabular-nums', TONES[tone].text)}>
        {percent}
      </span>
    </div>
  );
}
