import { PanelLeftClose, PanelLeftOpen, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { QueryLink } from '../../../components/layout/query-link';
import { Button } from '../../../components/ui/button';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { cn } from '../../../lib/utils';
import { useSidebarState } from '../hooks/use-sidebar-state';
import { ConversationList } from './conversation-list';
import { PastQuotesSearch } from './past-quotes-search';

const SEARCH_DEBOUNCE_MS = 250;

type SidebarProps = {
  /** The current shop; its past quotes are listed only when there is one. */
  shopId: string | null;
  activeConversationId?: string;
};

/**
 * The left column of the quoting pages. Below the lg breakpoint an expanded sidebar lies over the
 * page (its place stays w-14) so that it never squeezes the quote.
 */
export function Sidebar({ shopId, activeConversationId }: SidebarProps) {
  const { isCollapsed, toggle, onMouseEnter, onMouseLeave } = useSidebarState();
  const contentId = useId();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  return (
    <div className={cn('relative z-20 w-14 shrink-0', !isCollapsed && 'lg:w-64')}>
      <aside
        aria-label="Quotes"
        onMouseEnter={onMouseEnter}
        onMouseLeave={onMouseLeave}
        className={cn(
          'sticky top-[calc(3.5rem+1px)] flex h-[calc(100dvh-3.5rem-1px)] flex-col border-r border-slate-200 bg-white transition-[width] duration-200',
          isCollapsed ? 'w-14' : 'w-64 shadow-xl lg:shadow-none',
        )}
      >
        <div className={cn('flex items-center gap-2 p-2', isCollapsed ? 'flex-col' : 'justify-between')}>
          <Button
            variant="ghost"
            size="icon"
            onClick={toggle}
            aria-expanded={!isCollapsed}
            aria-controls={contentId}
            aria-label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            title={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          >
            {isCollapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
          </Button>
          <Button
            asChild
            variant={isCollapsed ? 'ghost' : 'default'}
            size={isCollapsed ? 'icon' : 'sm'}
            className={cn(!isCollapsed && 'flex-1')}
          >
            <QueryLink
              to="/"
              aria-label={isCollapsed ? 'Create New Quote' : undefined}
              title={isCollapsed ? 'Create New Quote' : undefined}
            >
              <Plus aria-hidden />
              {isCollapsed ? null : 'Create New Quote'}
            </QueryLink>
          </Button>
        </div>
        <div id={contentId} className="flex min-h-0 flex-1 flex-col" hidden={isCollapsed}>
          {shopId && !isCollapsed ? (
            <nav aria-labelledby={`${contentId}-title`} className="flex min-h-0 flex-1 flex-col">
              <h2
                id={`${contentId}-title`}
                className="px-4 pt-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase"
              >
                Past Quotes
              </h2>
              <PastQuotesSearch value={search} onChange={setSearch} />
              <ConversationList
                shopId={shopId}
                activeConversationId={activeConversationId}
                search={debouncedSearch}
              />
            </nav>
          ) : null}
        </div>
      </aside>
    </div>
  );
}
