import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import type { BuilderTarget } from '../api/use-create-builder-job';
import { isShopWareExtension, tekmetricLaunch } from '../job-request';
import { useJobBuilder } from '../state/builder-context';
import { BuilderHeader } from './builder-header';
import { BuilderTotalsList } from './builder-totals-list';
import { CreateJobButton } from './create-job-button';
import { LaborSection } from './labor-section';
import { type MatrixShop, MatrixToggles } from './matrix-toggles';
import { PartsSection } from './parts-section';

export type JobBuilderShop = MatrixShop & {
  id: string;
  sms_name: string;
  tekmetric_id: number | null;
  standard_labor_rate: number | null;
};

/**
 * The '{product} Enhanced Job' panel: the job's name, its labor and parts (added from past jobs
 * or typed), the totals, and the button that writes it into the repair order the page was
 * opened on.
 */
export function JobBuilderPanel({ shop }: { shop: JobBuilderShop }) {
  const { state, dispatch } = useJobBuilder();
  const [params] = useSearchParams();
  // A new round after Reset: the create button starts idle again.
  const [round, setRound] = useState(0);
  const reset = () => {
    dispatch({ type: 'reset' });
    setRound((n) => n + 1);
  };
  const isEmpty = state.labor.length === 0 && state.parts.length === 0;
  const target = createTarget(shop, params);

  return (
    <Card className="@container space-y-4 p-4" aria-labelledby="job-builder-title" role="region">
      <BuilderHeader titleId="job-builder-title" onReset={reset} />
      <div className="grid gap-4 @3xl:grid-cols-[minmax(0,1fr)_17rem] @3xl:items-start">
        <div className="@container min-w-0 space-y-4">
          {isEmpty ? (
            <p className="rounded-md border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-500">
              No parts or labor items selected
            </p>
          ) : null}
          <LaborSection defaultRate={shop.standard_labor_rate ?? 0} />
          <PartsSection />
        </div>
        <div className="space-y-4">
          {isEmpty ? null : <BuilderTotalsList />}
          <MatrixToggles shop={shop} />
          {target ? <CreateJobButton key={round} target={target} shop={shop} onReset={reset} /> : null}
        </div>
      </div>
    </Card>
  );
}

/** Which system the job can be written to from this page, if any (spec 001 §5). */
function createTarget(shop: JobBuilderShop, params: URLSearchParams): BuilderTarget | null {
  if (shop.sms_name === 'TEKMETRIC') return tekmetricLaunch(shop.tekmetric_id, params) ? 'TEKMETRIC' : null;
  if (shop.sms_name === 'SHOP_WARE') return isShopWareExtension(params) ? 'SHOP_WARE' : null;
  return null;
}
