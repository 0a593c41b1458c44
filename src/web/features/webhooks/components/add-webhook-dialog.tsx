import { Plus } from 'lucide-react';
import { useState } from 'react';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Button } from '../../../components/ui/button';
import type { CreatedWebhook } from '../api/use-webhooks';
import { AddWebhookForm } from './add-webhook-form';
import { SigningSecretNotice } from './signing-secret-notice';

/** 'Add webhook': the URL and events, then the signing secret shown once. */
export function AddWebhookDialog({ organizationId }: { organizationId: string }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const change = (next: boolean) => {
    // The secret is forgotten with the dialog: it is never fetched again.
    if (!next) setCreated(null);
    setOpen(next);
  };
  return (
    <TitledDialog
      open={open}
      onOpenChange={change}
      trigger={
        <Button size="sm">
          <Plus aria-hidden /> Add webhook
        </Button>
      }
      title={created ? 'Signing secret' : 'Add webhook'}
      description={
        created
          ? 'Each delivery is signed with this secret.'
          : 'We POST the chosen events for this organization’s shops to your HTTPS endpoint.'
      }
    >
      {!open ? null : created ? (
        <SigningSecretNotice webhook={created} />
      ) : (
        <AddWebhookForm organizationId={organizationId} onCreated={setCreated} />
      )}
    </TitledDialog>
  );
}
