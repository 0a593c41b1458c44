import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { Webhook } from '../api/use-webhooks';
import { DeleteWebhookDialog } from './delete-webhook-dialog';
import { WebhookDeliveries } from './webhook-deliveries';

/** One endpoint: its URL, events, secret hint and who added it; the delivery log on demand. */
export function WebhookItem({ webhook }: { webhook: Webhook }) {
  const [isLogOpen, setLogOpen] = useState(false);
  return (
    <li className="space-y-3 py-4" data-testid="webhook-item">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-mono text-sm break-all text-slate-900">{webhook.url}</p>
          <div className="flex flex-wrap gap-1">
            {webhook.events.map((event) => (
              <Badge key={event} variant="muted">
                {event}
              </Badge>
            ))}
          </div>
          <p className="text-xs text-slate-500">
            Secret ending in <span className="font-mono">{webhook.secret_hint}</span> · Added{' '}
            {formatDateTime(webhook.created_at)}
            {webhook.created_by ? ` by ${webhook.created_by.name}` : ''}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="sm" aria-expanded={isLogOpen} onClick={() => setLogOpen(!isLogOpen)}>
            {isLogOpen ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />} Deliveries
          </Button>
          <DeleteWebhookDialog webhook={webhook} />
        </div>
      </div>
      {isLogOpen ? <WebhookDeliveries webhookId={webhook.id} /> : null}
    </li>
  );
}
