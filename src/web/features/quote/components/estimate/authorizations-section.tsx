import {
  AUTHORIZATION_METHOD_NAMES,
  type AuthorizationRecord,
} from '../../../../../shared/estimate-document';
import { formatCents, formatDateTime } from '../../../../../shared/format';
import { Alert } from '../../../../components/ui/alert';
import { Skeleton } from '../../../../components/ui/skeleton';
import { errorMessage } from '../../../../lib/trpc';
import { useAuthorizations } from '../../api/use-estimate';
import { useQuoteEditable } from '../../hooks/quote-editable';
import type { FullQuote } from '../../quote-types';
import { SideSection } from '../side-section';
import { RecordAuthorizationButton } from './record-authorization-button';

/**
 * 'Authorizations': the customer's yes to the work, newest first — given online with an approval,
 * or taken by the shop by phone or in person and recorded here.
 */
export function AuthorizationsSection({ quote }: { quote: FullQuote }) {
  const query = useAuthorizations(quote.id);
  const isEditable = useQuoteEditable();
  if (query.isPending) return <Skeleton className="h-16" role="status" aria-label="Loading authorizations" />;
  if (query.isError) return <Alert>Error: {errorMessage(query.error)}</Alert>;

  return (
    <SideSection
      title="Authorizations"
      count={query.data.length}
      emptyText="No authorization recorded yet."
      action={isEditable ? <RecordAuthorizationButton quote={quote} /> : undefined}
    >
      <ol aria-label="Authorizations" className="space-y-3 text-sm">
        {query.data.map((record) => (
          <AuthorizationEntry key={record.id} record={record} />
        ))}
      </ol>
    </SideSection>
  );
}

function AuthorizationEntry({ record }: { record: AuthorizationRecord }) {
  const when = [formatDateTime(record.authorizedAt), record.revision ? `Revision ${record.revision}` : null];
  return (
    <li className="space-y-0.5 border-l-2 border-green-600/40 pl-3">
      <p className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 font-medium break-words text-slate-900">{record.name}</span>
        <span className="shrink-0 font-medium text-slate-900 tabular-nums">
          {formatCents(record.totalCents)}
        </span>
      </p>
      <p className="text-xs text-slate-700">
        {AUTHORIZATION_METHOD_NAMES[record.method]}
        {record.jobNames.length > 0 ? ` · ${record.jobNames.join(', ')}` : ''}
      </p>
      <p className="text-xs text-slate-500">{when.filter(Boolean).join(' · ')}</p>
      {record.recordedBy ? <p className="text-xs text-slate-500">Recorded by {record.recordedBy}</p> : null}
      {record.note ? (
        <p className="text-xs break-words whitespace-pre-line text-slate-600 italic">{record.note}</p>
      ) : null}
      {record.method === 'ONLINE' && record.ipAddress ? (
        <p className="text-xs break-all text-slate-500">IP address {record.ipAddress}</p>
      ) : null}
    </li>
  );
}
