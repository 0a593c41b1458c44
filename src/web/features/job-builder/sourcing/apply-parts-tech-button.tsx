import { Wand2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/trpc';
import { useJobBuilder } from '../state/builder-context';
import { useJobSourcing } from './sourcing-context';
import { type PartsTechOutcome, partsTechItems, partsTechOutcome } from './supplier-part';
import { useApplyPartsTech } from './use-apply-parts-tech';

const partsCount = (count: number) => `${count} ${count === 1 ? 'part' : 'parts'}`;

/** 'Apply PartsTech to parts': every part of the job the server finds a supplier part for is replaced. */
export function ApplyPartsTechButton() {
  const { state, dispatch } = useJobBuilder();
  const { shopId, vin } = useJobSourcing();
  const apply = useApplyPartsTech();
  const [outcome, setOutcome] = useState<PartsTechOutcome | null>(null);

  function run() {
    const parts = state.parts;
    setOutcome(null);
    apply.mutate(
      { shopId, vin, partItems: partsTechItems(parts) },
      {
        onSuccess: (results) => {
          const next = partsTechOutcome(results, parts);
          for (const { id, part } of next.replaced) dispatch({ type: 'choosePart', id, part });
          setOutcome(next);
        },
      },
    );
  }

  return (
    <div className="space-y-1.5">
      <Button
        variant="secondary"
        size="sm"
        onClick={run}
        disabled={state.parts.length === 0 || apply.isPending}
      >
        {apply.isPending ? <Spinner /> : <Wand2 aria-hidden />}
        Apply PartsTech to parts
      </Button>
      {apply.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(apply.error)}
        </p>
      ) : null}
      {outcome ? (
        <div role="status" className="space-y-0.5 text-sm">
          <p className="text-slate-700">
            {partsCount(outcome.replaced.length)} replaced with PartsTech parts
          </p>
          {outcome.notFound.length > 0 ? (
            <p className="text-slate-500">
              Not found: {outcome.notFound.map((part) => part.name).join(', ')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
