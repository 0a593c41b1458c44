import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/trpc';
import { useWebhooks } from '../api/use-webhooks';
import { AddWebhookDialog } from './add-webhook-dialog';
import { WebhookItem } from './webhook-item';

/** An organization's webhooks: the endpoints, adding and deleting them, and each one's delivery log. */
export function OrganizationWebhooks({ organizationId }: { organizationId: string }) {
  const webhooks = useWebhooks(organizationId);
  return (
    <Card data-testid="organization-webhooks">
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
        <div className="space-y-1">
          <CardTitle>Webhooks</CardTitle>
          <p className="text-sm text-slate-500">
            Signed events (quotes created, sent, answered and authorized; declined work and its reminders;
            jobs updated in the shop system) for this organization’s shops.
          </p>
        </div>
        <AddWebhookDialog organizationId={organizationId} />
      </CardHeader>
      <CardContent>
        {webhooks.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : webhooks.isError ? (
          <Alert>{errorMessage(webhooks.error)}</Alert>
        ) : webhooks.data.length === 0 ? (
          <p className="text-sm text-slate-500">No webhooks yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {webhooks.data.map((webhook) => (
              <WebhookItem key={webhook.id} webhook={webhook} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
