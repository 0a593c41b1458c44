import { lineLabel } from '../../../../shared/line-label';
import { AddToQuoteButton } from './add-to-quote-button';
import { Provenance } from './provenance';

type SuggestedLineProps = {
  name: string;
  detail: string;
  total: string;
  source: string | null;
  isAdding: boolean;
  onAdd: () => void;
};

/** One suggested line: what it is, its figures and why it is offered, with 'Add to quote'. */
export function SuggestedLine({ name, detail, total, source, isAdding, onAdd }: SuggestedLineProps) {
  return (
    <li className="py-2.5 text-sm first:pt-0 last:pb-0">
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-medium text-slate-900">{lineLabel(name)}</span>
        <span className="shrink-0 font-medium tabular-nums">{total}</span>
      </div>
      <p className="text-xs text-slate-600 tabular-nums">{detail}</p>
      <Provenance text={source} />
      <AddToQuoteButton isPending={isAdding} onClick={onAdd} className="mt-2" />
    </li>
  );
}
