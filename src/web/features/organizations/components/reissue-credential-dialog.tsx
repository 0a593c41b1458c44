import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { type Credential, useReissueCredential } from '../api/use-credentials';
import { CredentialSecretResult } from './credential-secret-result';

type ReissueCredentialDialogProps = { credential: Credential; organizationId: string };

/**
 * Re-issue (issue 29): a confirmation, then the new secret shown once, as at creation. The
 * caller becomes the credential's owner, whom the API acts as; the client id stays.
 */
export function ReissueCredentialDialog({ credential, organizationId }: ReissueCredentialDialogProps) {
  const [open, setOpen] = useState(false);
  const reissue = useReissueCredential(organizationId);
  const reissued = reissue.data;

  function change(next: boolean) {
    if (reissue.isPending) return;
    setOpen(next);
    // The mutation holding the secret is dropped with the dialog.
    if (!next) reissue.reset();
  }

  return (
    <TitledDialog
      open={open}
      onOpenChange={change}
      trigger={
        <Button variant="quiet" size="sm" aria-label={`Re-issue ${credential.nickname}`}>
          <RefreshCw aria-hidden /> Re-issue
        </Button>
      }
      title={reissued ? 'Credential re-issued' : `Re-issue "${credential.nickname}"?`}
      description={
        reissued
          ? `${reissued.nickname} now calls the API as you, with the new secret below.`
          : 'A new client secret replaces the current one at once: systems using this credential need the new secret. The client id stays the same. You become its owner, and the API acts as you.'
      }
      // A stray click beside the result view would lose a secret that cannot be shown again.
      onInteractOutside={(event) => (reissued ? event.preventDefault() : undefined)}
    >
      {reissued ? (
        <CredentialSecretResult
          nickname={reissued.nickname}
          clientId={reissued.client_id}
          clientSecret={reissued.clientSecret}
        />
      ) : (
        <>
          {reissue.isError ? <Alert>{reissue.error.message}</Alert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={reissue.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button disabled={reissue.isPending} onClick={() => reissue.mutate({ id: credential.id })}>
              {reissue.isPending ? 'Re-issuing...' : 'Re-issue'}
            </Button>
          </DialogFooter>
        </>
      )}
    </TitledDialog>
  );
}
