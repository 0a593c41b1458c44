import { AUTHORIZATION_METHOD_NAMES, type AuthorizationRecord } from '../../../../shared/estimate-document';
import { formatCents, formatDateTime } from '../../../../shared/format';

type PublicAuthorization = Omit<AuthorizationRecord, 'ipAddress' | 'userAgent'>;

/** On the customer's page: the authorizations given for this quote, newest first. */
export function AuthorizationList({ authorizations }: { authorizations: PublicAuthorization[] }) {
  return (
    <section aria-labelledby="estimate-authorizations" className="break-inside-avoid">
      <h2
        id="estimate-authorizations"
        className="text-xs font-semibold tracking-wider text-slate-500 uppercase"
      >
        Authorizations
      </h2>
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
        {authorizations.map((record) => (
          <li key={record.id} className="px-4 py-2.5">
            <p className="text-slate-900">
              <span className="font-medium">{record.name}</span> authorized{' '}
              <span className="font-medium tabular-nums">{formatCents(record.totalCents)}</span>
              {record.jobNames.length > 0 ? ` for ${record.jobNames.join(', ')}` : ''}
            </p>
            <p className="text-xs text-slate-500">
              {AUTHORIZATION_METHOD_NAMES[record.method]} · {formatDateTime(record.authorizedAt)}
              {record.revision ? ` · revision ${record.revision}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
