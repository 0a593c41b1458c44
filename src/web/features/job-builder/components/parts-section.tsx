import { ApplyPartsTechButton } from '../sourcing/apply-parts-tech-button';
import { useJobBuilder } from '../state/builder-context';
import { PartLine } from './part-line';

/** The job's parts; hidden while there are none. */
export function PartsSection() {
  const { state } = useJobBuilder();
  if (state.parts.length === 0) return null;
  return (
    <section aria-label="Parts" className="space-y-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">Parts</h3>
        <ApplyPartsTechButton />
      </div>
      <ul className="divide-y divide-slate-100">
        {state.parts.map((part, index) => (
          <PartLine key={part.id} part={part} index={index} />
        ))}
      </ul>
    </section>
  );
}
