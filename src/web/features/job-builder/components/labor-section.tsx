import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useJobBuilder } from '../state/builder-context';
import { LaborLine } from './labor-line';

/** The job's labor lines and 'Add labor', which adds a blank line at the shop's standard rate. */
export function LaborSection({ defaultRate }: { defaultRate: number }) {
  const { state, dispatch } = useJobBuilder();
  return (
    <section aria-label="Labor" className="space-y-2">
      {state.labor.length > 0 ? (
        <>
          <h3 className="text-sm font-semibold text-slate-900">Labor</h3>
          <ul className="divide-y divide-slate-100">
            {state.labor.map((line, index) => (
              <LaborLine key={line.id} line={line} index={index} />
            ))}
          </ul>
        </>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => dispatch({ type: 'addCustomLabor', id: `new-${crypto.randomUUID()}`, defaultRate })}
      >
        <Plus /> Add labor
      </Button>
    </section>
  );
}
