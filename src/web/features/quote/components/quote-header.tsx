import type { ReactNode } from 'react';
import { formatDate, formatMoney } from '../../../../shared/format';
import { useQuoteEditable } from '../hooks/quote-editable';
import type { FullQuote } from '../quote-types';
import { EditTitleButton } from './edit-title-button';
import { SendingStatus } from './sending-status';

type QuoteHeaderProps = {
  quote: FullQuote;
  total: number;
  /** Shown under the total (the action menu, on screens without a side column). */
  actions?: ReactNode;
};

/** The quote's title (editable unless replaced by a newer version), author and date, with the vehicle, shop and total in view. */
export function QuoteHeader({ quote, total, actions }: QuoteHeaderProps) {
  const { vehicle } = quote;
  const isEditable = useQuoteEditable();
  return (
    <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
      <div className="min-w-0 flex-1 basis-72 space-y-1">
        <div className="flex items-start gap-1">
          <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">{quote.title}</h1>
          {isEditable ? <EditTitleButton quoteId={quote.id} title={quote.title} /> : null}
        </div>
        <p className="text-sm text-slate-600">
          Created by {quote.created_by?.name ?? 'Unknown'} on {formatDate(quote.created_at)}
        </p>
        <p className="text-xs text-slate-500">
          {vehicle.model_year} {vehicle.make} {vehicle.model} · {quote.shop.name}
        </p>
      </div>
      <div className="ml-auto flex shrink-0 flex-col items-end gap-3">
        <p className="text-right">
          <span className="block text-xs font-medium text-slate-500">Total due</span>
          <span className="block text-2xl font-semibold text-slate-900 tabular-nums">
            {formatMoney(total)}
          </span>
        </p>
        <SendingStatus quote={quote} total={total} />
        {actions}
      </div>
    </header>
  );
}
