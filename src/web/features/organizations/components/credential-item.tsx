import { formatDate } from '../../../../shared/format';
import { CopyButton } from '../../../components/common/copy-button';
import type { Credential } from '../api/use-credentials';
import { DeleteCredentialDialog } from './delete-credential-dialog';
import { ReissueCredentialDialog } from './reissue-credential-dialog';

type CredentialItemProps = { credential: Credential; organizationId: string };

/** One credential: its nickname, client id, the secret's masked ends and who created it. */
export function CredentialItem({ credential, organizationId }: CredentialItemProps) {
  const headingId = `credential-${credential.id}-nickname`;
  return (
    <li aria-labelledby={headingId} className="flex flex-wrap items-start gap-x-4 gap-y-2 px-5 py-3.5">
      <div className="min-w-0 flex-1 basis-72 space-y-1.5">
        <h4 id={headingId} className="text-sm font-medium break-words text-slate-900">
          {credential.nickname}
        </h4>
        <dl className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-x-2 gap-y-1 text-xs">
          <dt className="text-slate-500">Client ID</dt>
          <dd className="flex min-w-0 items-center gap-1">
            <code className="truncate font-mono text-slate-800">{credential.client_id}</code>
            <CopyButton value={credential.client_id} label={`Copy client id of ${credential.nickname}`} />
          </dd>
          <dt className="text-slate-500">Client Secret</dt>
          <dd>
            <code className="font-mono text-slate-800">
              {credential.client_secret_prefix}…{credential.client_secret_suffix}
            </code>
          </dd>
        </dl>
        <p className="text-xs text-slate-500">
          {credential.created_by
            ? `Created by ${credential.created_by.name} on ${formatDate(credential.created_at)}`
            : `Created on ${formatDate(credential.created_at)}`}
        </p>
        {credential.needs_reissue ? (
          <p className="text-xs font-medium text-amber-800">
            Its creator is no longer in the organization, so it does not work until it is re-issued.
          </p>
        ) : null}
      </div>
      <div className="ml-auto flex shrink-0 gap-1">
        <ReissueCredentialDialog credential={credential} organizationId={organizationId} />
        <DeleteCredentialDialog credential={credential} organizationId={organizationId} />
      </div>
    </li>
  );
}
