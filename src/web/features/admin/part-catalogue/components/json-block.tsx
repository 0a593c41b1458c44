import { cn } from '../../../../lib/utils';

type JsonBlockProps = { caption: string; value: unknown; className?: string };

/** JSON as it came, under its caption, in a box that scrolls both ways (Chromium lets the keyboard in). */
export function JsonBlock({ caption, value, className }: JsonBlockProps) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-xs font-medium text-slate-500">{caption}</figcaption>
      <pre
        className={cn(
          'max-h-48 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-xs text-slate-800',
          className,
        )}
      >
        {JSON.stringify(value, null, 2)}
      </pre>
    </figure>
  );
}
