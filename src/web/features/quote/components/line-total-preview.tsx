import { formatMoney } from '../../../../shared/format';

type LineTotalPreviewProps = {
  detail: string;
  /** The line total, or null while a figure is not valid: no total is made up from it. */
  total: number | null;
};

/** The line total a dialog's figures make, updated as they are typed ('0.5 h × $165.00'). */
export function LineTotalPreview({ detail, total }: LineTotalPreviewProps) {
  return (
    <p
      className="flex items-baseline justify-between gap-4 rounded-md bg-slate-50 px-3 py-2 text-sm"
      aria-live="polite"
    >
      <span className="text-slate-600 tabular-nums">{detail}</span>
      <span className="font-semibold text-slate-900 tabular-nums">
        {total === null ? (
          <>
            <span className="sr-only">Total not available until the figures are valid</span>
            <span aria-hidden>—</span>
          </>
        ) : (
          <>
            <span className="sr-only">Total </span>
            {formatMoney(total)}
          </>
        )}
      </span>
    </p>
  );
}

/** A figure of the detail line, or a dash while it is not valid. */
export function previewFigure(value: number | null, format: (value: number) => string): string {
  return value === null ? '—' : format(value);
}
