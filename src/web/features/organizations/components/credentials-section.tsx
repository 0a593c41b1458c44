import { Skeleton } from '../../../components/ui/skeleton';
import { useCredentials } from '../api/use-credentials';
import { CreateCredentialDialog } from './create-credential-dialog';
import { CredentialItem } from './credential-item';

type CredentialsSectionProps = { organizationId: string; organizationName: string };

/** The organization's API credentials, with Create Credential. */
export function CredentialsSection({ organizationId, organizationName }: CredentialsSectionProps) {
  const credentials = useCredentials(organizationId);
  const headingId = `organization-${organizationId}-credentials`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          Credentials
        </h3>
        <CreateCredentialDialog organizationId={organizationId} organizationName={organizationName} />
      </div>
      {credentials.isLoading ? (
        <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading credentials">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : credentials.isError || !credentials.data ? (
        <p className="text-sm text-red-600">Error</p>
      ) : credentials.data.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-200 px-4 py-3 text-sm text-slate-500">
          No credentials found
        </p>
      ) : (
        <ul
          aria-label={`Credentials of ${organizationName}`}
          className="divide-y divide-slate-100 rounded-md border border-slate-200"
        >
          {credentials.data.map((credential) => (
            <CredentialItem key={credential.id} credential={credential} organizationId={organizationId} />
          ))}
        </ul>
      )}
    </section>
  );
}
