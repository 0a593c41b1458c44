import { Plus } from 'lucide-react';
import { useState } from 'react';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Button } from '../../../components/ui/button';
import { useCreateCredential } from '../api/use-credentials';
import { CreateCredentialForm } from './create-credential-form';
import { CredentialSecretResult } from './credential-secret-result';

type CreateCredentialDialogProps = { organizationId: string; organizationName: string };

/** Create Credential (spec 001 §4): the form, then the result view; closing resets both. */
export function CreateCredentialDialog({ organizationId, organizationName }: CreateCredentialDialogProps) {
  const [open, setOpen] = useState(false);
  const create = useCreateCredential(organizationId);
  const created = create.data;

  function change(next: boolean) {
    setOpen(next);
    // The form unmounts with the dialog; the mutation holding the secret is dropped here.
    if (!next) create.reset();
  }

  return (
    <TitledDialog
      open={open}
      onOpenChange={change}
      trigger={
        <Button size="sm" aria-label={`Create Credential for ${organizationName}`}>
          <Plus aria-hidden /> Create Credential
        </Button>
      }
      title={created ? 'Credential created' : 'Create Credential'}
      description={
        created
          ? `${created.nickname} can now call the API for ${organizationName}.`
          : `A client id and secret for calling the API for ${organizationName}.`
      }
      // A stray click beside the result view would lose a secret that cannot be shown again.
      onInteractOutside={(event) => (created ? event.preventDefault() : undefined)}
    >
      {created ? (
        <CredentialSecretResult
          nickname={created.nickname}
          clientId={created.client_id}
          clientSecret={created.clientSecret}
        />
      ) : (
        <CreateCredentialForm
          organizationId={organizationId}
          isPending={create.isPending}
          error={create.isError ? create.error.message : null}
          onSubmit={(values) => create.mutate({ organizationId, ...values })}
        />
      )}
    </TitledDialog>
  );
}
