type CreatedCellProps = {
  /** The date (or date and time), formatted. */
  at: string;
  by: { name: string } | null;
};

/** A list's Created column: when, and under it who ('Unknown' once the user is gone). */
export function CreatedCell({ at, by }: CreatedCellProps) {
  return (
    <>
      <span className="block whitespace-nowrap">{at}</span>
      <span className="block text-xs text-slate-500">{by?.name ?? 'Unknown'}</span>
    </>
  );
}
