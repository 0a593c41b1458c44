import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { CopyButton } from './copy-button';

type CredentialSecretResultProps = { nickname: string; clientId: string; clientSecret: string };

/** The result view (spec 001 §4): the only time the client secret is shown. */
export function CredentialSecretResult({ nickname, clientId, clientSecret }: CredentialSecretResultProps) {
  return (
    <div className="space-y-4">
      <Alert variant="warning">Copy the secret now: it will not be shown again.</Alert>
      <dl className="space-y-3 text-sm" aria-label={`Credential ${nickname}`}>
        <div className="space-y-1">
          <dt className="font-medium text-slate-700">Client ID</dt>
          <dd className="flex items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
            <code data-testid="created-client-id" className="min-w-0 flex-1 font-mono text-xs break-all">
              {clientId}
            </code>
            <CopyButton value={clientId} label="Copy client id" />
          </dd>
        </div>
        <div className="space-y-1">
          <dt className="font-medium text-slate-700">Client Secret</dt>
          <dd className="flex items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
            <code data-testid="created-client-secret" className="min-w-0 flex-1 font-mono text-xs break-all">
              {clientSecret}
            </code>
            <CopyButton value={clientSecret} label="Copy client secret" />
          </dd>
        </div>
      </dl>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
