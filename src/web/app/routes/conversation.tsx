import { useQuery } from '@tanstack/react-query';
import { Outlet, useParams } from 'react-router';
import { MessagePanel } from '../../features/conversation/components/message-panel';
import { NewerVersionNotice } from '../../features/conversation/components/newer-version-notice';
import { Sidebar } from '../../features/conversation/components/sidebar';
import { quoteVersions } from '../../features/conversation/quote-versions';
import { QuoteTotalBar } from '../../features/quote/components/quote-total-bar';
import { useCurrentShop, useShopOfRecord } from '../../features/shop/hooks/shop-context';
import { useCurrentVehicle, useVehicleOfRecord } from '../../features/vehicle/hooks/vehicle-context';
import { useTRPC } from '../../lib/trpc';
import { cn } from '../../lib/utils';

/**
 * A conversation: the sidebar, the messages and, when a quote is open (the child route), the
 * quote in the remaining three quarters. The messages stay mounted while quotes change.
 * From md up the page fits the window below the header (h-14 and its 1px border) and each
 * panel scrolls on its own.
 */
export default function ConversationRoute() {
  const { conversationId, quoteId } = useParams<{ conversationId: string; quoteId?: string }>();
  const { shop } = useCurrentShop();
  const { vehicle } = useCurrentVehicle();
  // The message panel's own query.
  const trpc = useTRPC();
  const messages = useQuery({
    ...trpc.message.getMessages.queryOptions({ conversationId: conversationId ?? '' }),
    enabled: Boolean(conversationId),
  });
  // Its rows carry the conversation's shop and each quote's vehicle.
  useShopOfRecord(messages.data?.[0]?.conversation.shop_id);
  useVehicleOfRecord(messages.data?.find((m) => quoteId && m.quote?.id === quoteId)?.quote?.vehicle_id);
  if (!conversationId) return null;
  return (
    <div className="flex flex-1 md:h-[calc(100dvh-3.5rem-1px)] md:flex-none">
      <Sidebar shopId={shop?.id ?? null} activeConversationId={conversationId} />
      <div className="flex min-h-0 min-w-0 flex-1 flex-col md:flex-row">
        {quoteId ? <QuoteTotalBar quoteId={quoteId} /> : null}
        <MessagePanel
          key={conversationId}
          conversationId={conversationId}
          openQuoteId={quoteId}
          vehicleId={vehicle?.id ?? null}
          className={cn(
            'h-[70dvh] md:h-auto',
            quoteId
              ? 'border-b border-slate-200 md:w-72 md:shrink-0 md:border-r md:border-b-0 lg:w-1/4'
              : 'flex-1',
          )}
        />
        {quoteId ? (
          <div className="relative min-w-0 flex-1 md:overflow-y-auto">
            <NewerVersionNotice
              conversationId={conversationId}
              versions={quoteVersions(messages.data)}
              openQuoteId={quoteId}
            />
            <Outlet />
          </div>
        ) : null}
      </div>
    </div>
  );
}
