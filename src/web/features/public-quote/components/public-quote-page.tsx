import { FileQuestionIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/trpc';
import { usePublicQuote } from '../api/use-public-quote';
import { PublicQuoteDocument } from './public-quote-document';

/** /quote/{id}: the quote a shop shares with its customer, open without signing in. */
export function PublicQuotePage({ quoteId }: { quoteId: string }) {
  const query = usePublicQuote(quoteId);
  return (
    <main className="min-h-screen bg-slate-100 px-3 py-6 sm:px-6 sm:py-10 print:min-h-0 print:bg-white print:p-0">
      <div className="mx-auto w-full max-w-3xl print:max-w-none">
        {query.isPending ? (
          <LoadingQuote />
        ) : query.notFound ? (
          <Notice title="Quote not found">
            The link may be mistyped, or the quote is no longer available. Please contact the shop that sent
            it to you.
          </Notice>
        ) : query.isError ? (
          <Alert>Error: {errorMessage(query.error)}</Alert>
        ) : (
          <PublicQuoteDocument quote={query.data} />
        )}
      </div>
    </main>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto mt-10 max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <title>{title}</title>
      <FileQuestionIcon aria-hidden className="mx-auto size-10 text-slate-400" />
      <h1 className="mt-4 text-xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{children}</p>
    </section>
  );
}

function LoadingQuote() {
  return (
    <div
      role="status"
      aria-label="Loading quote"
      className="mt-11 space-y-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-10"
    >
      <div className="flex justify-between gap-6 border-b border-slate-100 pb-6">
        <div className="w-1/2 space-y-2">
          <Skeleton className="h-7 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
        <Skeleton className="h-4 w-24" />
      </div>
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-14" />
      <Skeleton className="h-32" />
      <Skeleton className="h-24" />
      <Skeleton className="ml-auto h-20 w-60 max-w-full" />
    </div>
  );
}
