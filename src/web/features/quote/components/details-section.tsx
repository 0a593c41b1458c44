type DetailsSectionProps = {
  title: string;
  rows: ReadonlyArray<readonly [label: string, value: string | null]>;
};

/** A titled list of label and value pairs in two columns. */
export function DetailsSection({ title, rows }: DetailsSectionProps) {
  return (
    <section className="space-y-1.5">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <dl className="grid grid-cols-[9rem_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-md border border-slate-200 px-3 py-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words text-slate-900">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
