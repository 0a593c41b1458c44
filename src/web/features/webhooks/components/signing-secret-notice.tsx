import { CopyButton } from '../../../components/common/copy-button';
import { DoneDialogFooter } from '../../../components/common/done-dialog-footer';
import { Alert } from '../../../components/ui/alert';
import type { CreatedWebhook } from '../api/use-webhooks';

/** The signing secret, shown this once: the server keeps it encrypted and never shows it again. */
export function SigningSecretNotice({ webhook }: { webhook: CreatedWebhook }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Webhook added for <span className="font-medium break-all">{webhook.url}</span>.
      </p>
      <Alert variant="warning">
        Copy the signing secret now: it is shown only once. Your endpoint uses it to verify the
        Webhook-Signature header.
      </Alert>
      <div className="flex items-center gap-2 rounded-md border border-slate-200 bg-slate-50 p-2">
        <code className="min-w-0 flex-1 font-mono text-xs break-all" data-testid="webhook-signing-secret">
          {webhook.signingSecret}
        </code>
        <CopyButton value={webhook.signingSecret} label="Copy signing secret" variant="secondary" size="sm" />
      </div>
      <DoneDialogFooter />
    </div>
  );
}
