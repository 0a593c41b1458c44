import { formatMoney } from '../../../../shared/format';
import { describeSource } from '../../../../shared/quote-source';
import { quoteLaborLineTotal, quotePartLineTotal } from '../../../../shared/quote-totals';
import { formatHours, formatQuantity, type QuoteLaborItem, type QuotePartItem } from '../quote-types';
import { Provenance } from './provenance';
import { SideSection } from './side-section';

type SuggestedItemsProps = { labor: QuoteLaborItem[]; parts: QuotePartItem[] };

/** Suggested lines: offered beside the quote, not part of it and not counted in its totals. */
export function SuggestedItems({ labor, parts }: SuggestedItemsProps) {
  return (
    <>
      {labor.length > 0 ? (
        <SideSection title="Suggested Labors" count={labor.length}>
          <ul className="divide-y divide-slate-100">
            {labor.map((item) => (
              <SuggestedLine
                key={item.id}
                name={item.title}
                detail={`${formatHours(item.hours)} h × ${formatMoney(item.rate)}`}
                total={formatMoney(quoteLaborLineTotal(item))}
                source={describeSource(item.source)}
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
                detail={`${formatQuantity(item.quantity)} × ${formatMoney(item.retail)}`}
                total={formatMoney(quotePartLineTotal(item))}
                source={describeSource(item.source)}
              />
            ))}
          </ul>
        </SideSection>
      ) : null}
    </>
  );
}

type SuggestedLineProps = { name: string; detail: string; total: string; source: string | null };

function SuggestedLine({ name, detail, total, source }: SuggestedLineProps) {
  return (
    <li className="py-2 text-sm first:pt-0 last:pb-0">
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-medium text-slate-900">{name}</span>
        <span className="shrink-0 font-medium tabular-nums">{total}</span>
      </div>
      <p className="text-xs text-slate-600 tabular-nums">{detail}</p>
      <Provenance text={source} />
    </li>
  );
}
