import { PrinterIcon } from 'lucide-react';
import { formatDate } from '../../../../shared/format';
import { Button } from '../../../components/ui/button';
import type { PublicQuote } from '../api/use-public-quote';
import { ApprovalBanner } from './approval-banner';
import { JobApprovalSection } from './job-approval-section';
import { LaborTable, PartsTable } from './line-tables';
import { PublicTotals } from './public-totals';
import { ShopHeader } from './shop-header';

/**
 * The quote as a document the customer receives: letterhead, vehicle, lines and totals; opened
 * from the link the shop sent, also the customer's approval job by job.
 */
export function PublicQuoteDocument({ quote }: { quote: PublicQuote }) {
  const { shop, vehicle } = quote;
  const canAnswer = quote.canRespond && quote.jobs.length > 0;
  const vehicleName = [vehicle.model_year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
  return (
    <>
      <title>{`${quote.title} · ${shop.name}`}</title>
      <div className="mb-3 flex items-center justify-end gap-4 print:hidden">
        {canAnswer ? (
          <div className="mr-auto min-w-0">
            <ApprovalBanner quote={quote} />
          </div>
        ) : null}
        <Button variant="secondary" size="sm" className="shrink-0" onClick={() => window.print()}>
          <PrinterIcon /> Print
        </Button>
      </div>
      <article
        aria-label="Quote"
        className="space-y-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-10 print:space-y-6 print:rounded-none print:p-0 print:shadow-none print:ring-0"
      >
        <header className="flex flex-col gap-5 border-b border-slate-200 pb-6 sm:flex-row sm:justify-between print:flex-row print:justify-between">
          <ShopHeader shop={shop} />
          <div className="shrink-0 sm:text-right print:text-right">
            <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase print:text-slate-600">
              Repair quote
            </p>
            {quote.revision && quote.sent_at ? (
              <p className="mt-1 text-sm text-slate-600">
                Revision {quote.revision} · sent{' '}
                <time dateTime={new Date(quote.sent_at).toISOString()}>{formatDate(quote.sent_at)}</time>
                {quote.revision > 1 ? (
                  <span className="block text-xs text-slate-500">
                    Replaces the earlier version you were sent
                  </span>
                ) : null}
              </p>
            ) : (
              <p className="mt-1 text-sm text-slate-600">
                <time dateTime={new Date(quote.created_at).toISOString()}>
                  {formatDate(quote.created_at)}
                </time>
              </p>
            )}
          </div>
        </header>

        <div className="space-y-4">
          <h2 className="text-xl font-semibold tracking-tight text-balance text-slate-900">{quote.title}</h2>
          <dl
            aria-label="Vehicle"
            className="grid gap-3 rounded-lg bg-slate-50 px-4 py-3 text-sm sm:grid-cols-2 print:grid-cols-2 print:border print:border-slate-300 print:bg-transparent"
          >
            <div>
              <dt className="text-xs text-slate-500">Vehicle</dt>
              <dd className="font-medium text-slate-900">{vehicleName || '—'}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-slate-500">VIN</dt>
              <dd className="font-mono text-sm break-all text-slate-900">{vehicle.vin || '—'}</dd>
            </div>
          </dl>
        </div>

        <LaborTable items={quote.labor_items} />
        <PartsTable items={quote.part_items} />
        <PublicTotals totals={quote.totals} />
        {canAnswer ? <JobApprovalSection quote={quote} /> : null}

        <footer className="border-t border-slate-200 pt-4 text-xs leading-relaxed text-slate-500 break-inside-avoid">
          This quote is an estimate for the work listed. Questions? Contact {shop.name}
          {shop.phone ? ` at ${shop.phone}` : ''}.
        </footer>
      </article>
    </>
  );
}
