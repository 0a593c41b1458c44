import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../../../shared/schemas/admin';
import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';
import { AdminPagination } from '../../../features/admin/components/admin-pagination';
import { AdminSearch } from '../../../features/admin/components/admin-search';
import { useAdminListParams } from '../../../features/admin/hooks/use-admin-list-params';
import {
  useAdminConversation,
  useAdminConversations,
} from '../../../features/admin-conversations/api/use-admin-conversations';
import { AdminConversationView } from '../../../features/admin-conversations/components/admin-conversation-view';
import { AdminConversationsTable } from '../../../features/admin-conversations/components/admin-conversations-table';
import type { AdminPageProps } from '../admin-pages';

/** /admin/conversations: every shop's conversations; /admin/conversations/{id}: one, read-only. */
export default function AdminConversationsPage({ rest }: AdminPageProps) {
  return rest ? <ConversationPage id={rest} /> : <ConversationsListPage />;
}

function ConversationsListPage() {
  const { page, search, setPage, setSearch } = useAdminListParams();
  const conversations = useAdminConversations({ page, search });
  return (
    <div className="space-y-4">
      <AdminPageHeader title="Conversations" />
      <AdminSearch value={search} onSearch={setSearch} label="Search conversations by title or shop" />
      <AdminConversationsTable
        conversations={conversations.data?.conversations}
        isLoading={conversations.isLoading}
        isError={conversations.isError}
      />
      {conversations.data ? (
        <AdminPagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={conversations.data.total}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}

function ConversationPage({ id }: { id: string }) {
  const conversation = useAdminConversation(id);
  return (
    <div className="space-y-4">
      <AdminPageHeader
        title={conversation.data?.title ?? 'Conversation'}
        action={
          <Link
            to="/admin/conversations"
            className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
          >
            <ChevronLeft className="size-4" aria-hidden /> All conversations
          </Link>
        }
      />
      <AdminConversationView
        conversation={conversation.data}
        isLoading={conversation.isLoading}
        error={conversation.error}
      />
    </div>
  );
}
