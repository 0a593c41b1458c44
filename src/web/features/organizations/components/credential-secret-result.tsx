import { CopyButton } from '../../../components/common/copy-button';
import { DoneDialogFooter } from '../../../components/common/done-dialog-footer';
import { Alert } from '../../../components/ui/alert';

type CredentialSecretResultProps = { nickname: string; clientId: string; clientSecret: string };

/** The result view (spec 001 §4): the only time the client secret is shown. */
export function CredentialSecretResult({ nickname, clientId, clientSecret }: CredentialSecretResultProps) {
  return (
    <div className="space-y-4">
      <Alert variant="warning">Copy the secret now: it will not be shown again.</Alert>
      <dl className="space-y-3 text-sm" aria-label={`Credential ${nickname}`}>
        <SecretRow term="Client ID" value={clientId} testId="created-client-id" copyLabel="Copy client id" />
        <SecretRow
          term="Client Secret"
          value={clientSecret}
          testId="created-client-secret"
          copyLabel="Copy client secret"
        />
      </dl>
      <DoneDialogFooter />
    </div>
  );
}

type SecretRowProps = { term: string; value: string; testId: string; copyLabel: string };

function SecretRow({ term, value, testId, copyLabel }: SecretRowProps) {
  return (
    <div className="space-y-1">
      <dt className="font-medium text-slate-700">{term}</dt>
      <dd className="flex items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
        <code data-testid={testId} className="min-w-0 flex-1 font-mono text-xs break-all">
          {value}
        </code>
        <CopyButton value={value} label={copyLabel} />
      </dd>
    </div>
  );
}
