import { formatMoney } from '../../../../shared/format';
import { describeSource } from '../../../../shared/quote-source';
import {
  chargedHours,
  chargedUnitPrice,
  quoteLaborLineTotal,
  quotePartLineTotal,
} from '../../../../shared/quote-totals';
import { useUpdateLaborItem, useUpdatePartItem } from '../api/use-quote-edits';
import { formatHours, formatQuantity, type QuoteLaborItem, type QuotePartItem } from '../quote-types';
import { SideSection } from './side-section';
import { SuggestedLine } from './suggested-line';

type SuggestedItemsProps = { quoteId: string; labor: QuoteLaborItem[]; parts: QuotePartItem[] };

/** Suggested lines: offered beside the quote, not counted until 'Add to quote' (spec §4). */
export function SuggestedItems({ quoteId, labor, parts }: SuggestedItemsProps) {
  const updateLabor = useUpdateLaborItem(quoteId);
  const updatePart = useUpdatePartItem(quoteId);
  const isAdding = (mutation: typeof updateLabor | typeof updatePart, id: string) =>
    mutation.isPending && mutation.variables?.id === id;
  return (
    <>
      {labor.length > 0 ? (
        <SideSection title="Suggested Labors" count={labor.length}>
          <ul className="divide-y divide-slate-100">
            {labor.map((item) => (
              <SuggestedLine
                key={item.id}
                name={item.title}
                detail={`${formatHours(chargedHours(item))} h × ${formatMoney(item.rate)}`}
                total={formatMoney(quoteLaborLineTotal(item))}
                source={describeSource(item.source, 'labor')}
                isAdding={isAdding(updateLabor, item.id)}
                onAdd={() => updateLabor.mutate({ id: item.id, isSuggested: false })}
              />
            ))}
          </ul>
        </SideSection>
      ) : null}
      {parts.length > 0 ? (
        <SideSection title="Suggested Parts" count={parts.length}>
          <ul className="divide-y divide-slate-100">
            {parts.map((item) => (
              <SuggestedLine
                key={item.id}
                name={item.name}
                detail={`${formatQuantity(item.quantity)} × ${formatMoney(chargedUnitPrice(item))}`}
                total={formatMoney(quotePartLineTotal(item))}
                source={describeSource(item.source, 'part')}
                isAdding={isAdding(updatePart, item.id)}
                onAdd={() => updatePart.mutate({ id: item.id, isSuggested: false })}
              />
            ))}
          </ul>
        </SideSection>
      ) : null}
    </>
  );
}
