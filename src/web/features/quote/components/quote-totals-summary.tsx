import type { EstimateBreakdown } from '../../../../shared/estimate-money';
import { EstimateSummary } from '../../../components/common/estimate-summary';

/** What the customer pays for the quote as it stands: labor, parts, discounts, fees, tax, total due. */
export function QuoteTotalsSummary({ estimate }: { estimate: EstimateBreakdown }) {
  return (
    <div className="ml-auto w-full max-w-sm rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <EstimateSummary estimate={estimate} />
    </div>
  );
}
