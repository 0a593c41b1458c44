import { Skeleton } from '../../../components/ui/skeleton';
import { useConversations } from '../api/use-conversations';
import { useOnVisible } from '../hooks/use-on-visible';
import { ConversationRow } from './conversation-row';

type ConversationListProps = { shopId: string; activeConversationId?: string; search?: string };

/** The shop's past conversations, newest first; the next page loads when the last row shows. */
export function ConversationList({ shopId, activeConversationId, search = '' }: ConversationListProps) {
  const query = useConversations(shopId, search);
  const lastRowRef = useOnVisible<HTMLLIElement>(() => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  });

  if (query.isPending) {
    return (
      <div className="space-y-3 px-4 py-1" role="status" aria-label="Loading quotes">
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className="space-y-1.5">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-4 w-44" />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) return <p className="px-4 text-sm text-red-700">Error loading quotes</p>;

  const conversations = query.data.pages.flat();
  if (conversations.length === 0)
    return (
      <p className="px-4 text-sm text-slate-500" role="status">
        {search ? `No quotes match “${search}”` : 'No conversations found'}
      </p>
    );

  return (
    <ul className="relative min-h-0 flex-1 space-y-0.5 overflow-y-auto px-2 pb-3">
      {conversations.map((conversation, index) => (
        <li key={conversation.id} ref={index === conversations.length - 1 ? lastRowRef : undefined}>
          <ConversationRow conversation={conversation} isActive={conversation.id === activeConversationId} />
        </li>
      ))}
      {query.isFetchingNextPage ? (
        <li className="space-y-1.5 px-2 py-2" role="status" aria-label="Loading more quotes">
          <Skeleton className="h-3 w-20" />
          <Skeleton className="h-4 w-40" />
        </li>
      ) : null}
    </ul>
  );
}
