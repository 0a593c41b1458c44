import { DownloadIcon, PrinterIcon } from 'lucide-react';
import { estimatePdfPath } from '../../../../shared/estimate-document';
import { formatCount, formatDate } from '../../../../shared/format';
import { EstimateSummary } from '../../../components/common/estimate-summary';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { type PublicQuote, useShareToken } from '../api/use-public-quote';
import { ApprovalBanner } from './approval-banner';
import { AuthorizationList } from './authorization-list';
import { JobApprovalSection } from './job-approval-section';
import { LaborTable, PartsTable } from './line-tables';
import { ShopHeader } from './shop-header';

/**
 * The quote as a document the customer receives: letterhead, vehicle, lines and totals; opened
 * from the link the shop sent, also the customer's approval job by job.
 */
export function PublicQuoteDocument({ quote }: { quote: PublicQuote }) {
  const { shop, vehicle } = quote;
  const token = useShareToken();
  const canAnswer = quote.canRespond && quote.jobs.length > 0;
  const pdfHref = `${estimatePdfPath(quote.id)}${token ? `?t=${encodeURIComponent(token)}` : ''}`;
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
        <Button variant="secondary" size="sm" className="shrink-0" asChild>
          <a href={pdfHref} download>
            <DownloadIcon aria-hidden /> Download PDF
          </a>
        </Button>
        <Button variant="secondary" size="sm" className="shrink-0" onClick={() => window.print()}>
          <PrinterIcon /> Print
        </Button>
      </div>
      {quote.is_expired && quote.valid_until ? (
        <Alert className="mb-3 print:hidden">
          This estimate expired on {formatDate(quote.valid_until)}. Please ask {shop.name} for an updated
          estimate before approving work.
        </Alert>
      ) : null}
      <article
        aria-label="Quote"
        className="space-y-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-10 print:space-y-4 print:rounded-none print:p-0 print:shadow-none print:ring-0"
      >
        <header className="flex flex-col gap-5 border-b border-slate-200 pb-6 sm:flex-row sm:justify-between print:flex-row print:justify-between">
          <ShopHeader shop={shop} />
          <div className="shrink-0 sm:text-right print:text-right">
            <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase print:text-slate-600">
              Estimate #{quote.estimate_number}
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
                {quote.valid_until ? (
                  <span className={quote.is_expired ? 'block font-medium text-red-700' : 'block'}>
                    {quote.is_expired ? 'Expired' : 'Valid until'}{' '}
                    <time dateTime={new Date(quote.valid_until).toISOString()}>
                      {formatDate(quote.valid_until)}
                    </time>
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
            {quote.odometer !== null ? (
              <div>
                <dt className="text-xs text-slate-500">Odometer in</dt>
                <dd className="text-slate-900 tabular-nums">{formatCount(quote.odometer)} mi</dd>
              </div>
            ) : null}
            {quote.customer_name ? (
              <div>
                <dt className="text-xs text-slate-500">Prepared for</dt>
                <dd className="text-slate-900">{quote.customer_name}</dd>
              </div>
            ) : null}
          </dl>
        </div>

        <LaborTable items={quote.labor_items} />
        <PartsTable items={quote.part_items} />
        <EstimateSummary
          estimate={quote.estimate}
          className="ml-auto w-full break-inside-avoid sm:max-w-sm"
        />
        {canAnswer ? <JobApprovalSection quote={quote} /> : null}
        {quote.authorizations.length > 0 ? <AuthorizationList authorizations={quote.authorizations} /> : null}
        {quote.terms ? (
          <section aria-labelledby="estimate-terms" className="break-inside-avoid">
            <h2 id="estimate-terms" className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
              Terms
            </h2>
            <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700 print:mt-1 print:text-xs">
              {quote.terms}
            </p>
          </section>
        ) : null}

        <footer className="border-t border-slate-200 pt-4 text-xs leading-relaxed text-slate-500 break-inside-avoid">
          This quote is an estimate for the work listed. Questions? Contact {shop.name}
          {shop.phone ? ` at ${shop.phone}` : ''}.
        </footer>
      </article>
    </>
  );
}
