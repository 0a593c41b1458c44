import { formatCount, formatMoney } from '../../../../shared/format';
import type { PublicLaborItem, PublicPartItem } from '../api/use-public-quote';

type JobLinesProps = { name: string; labor: PublicLaborItem[]; parts: PublicPartItem[] };

/** A job's lines with their amounts; nothing for a job that is one line of the same name. */
export function JobLines({ name, labor, parts }: JobLinesProps) {
  const onlyLine = labor.length + parts.length === 1 ? (labor[0]?.title ?? parts[0]?.name) : undefined;
  if (onlyLine === name) return null;
  return (
    <ul aria-label={`Lines of ${name}`} className="mt-2 space-y-1 text-sm text-slate-600">
      {labor.map((line) => (
        <li key={line.id} className="flex justify-between gap-4">
          <span>{line.title}</span>
          <span className="shrink-0 tabular-nums">{formatMoney(line.total)}</span>
        </li>
      ))}
      {parts.map((line) => (
        <li key={line.id} className="flex justify-between gap-4">
          <span>
            {line.name}
            {line.quantity !== 1 ? ` × ${formatCount(line.quantity)}` : ''}
          </span>
          <span className="shrink-0 tabular-nums">{formatMoney(line.total)}</span>
        </li>
      ))}
    </ul>
  );
}
