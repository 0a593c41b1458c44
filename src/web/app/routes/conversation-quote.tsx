import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { hasNewerVersion, quoteVersions } from '../../features/conversation/quote-versions';
import { QuotePanel } from '../../features/quote/components/quote-panel';
import { useCurrentShop } from '../../features/shop/hooks/shop-context';
import { useCurrentVehicle } from '../../features/vehicle/hooks/vehicle-context';
import { useTRPC } from '../../lib/trpc';

/**
 * The quote open beside its conversation; part sourcing needs a selected shop and vehicle.
 * A version a later follow-up replaced opens read-only (the conversation route says so above
 * it); unknown until the messages arrive, and editable if they cannot be read.
 */
export default function ConversationQuoteRoute() {
  const { conversationId, quoteId } = useParams<{ conversationId: string; quoteId: string }>();
  const { shop } = useCurrentShop();
  const { vehicle } = useCurrentVehicle();
  // The message panel's own query: its rows say which quotes followed this one.
  const trpc = useTRPC();
  const messages = useQuery({
    ...trpc.message.getMessages.queryOptions({ conversationId: conversationId ?? '' }),
    enabled: Boolean(conversationId),
  });
  if (!quoteId) return null;
  const isEditable = messages.isPending ? undefined : !hasNewerVersion(quoteVersions(messages.data), quoteId);
  return (
    <QuotePanel
      key={quoteId}
      quoteId={quoteId}
      canSource={Boolean(shop && vehicle)}
      isEditable={isEditable}
    />
  );
}
