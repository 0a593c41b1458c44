import { AdminListPage } from '../../../features/admin/components/admin-list-page';
import { useAdminConversations } from '../../../features/admin/conversations/api/use-admin-conversations';
import { AdminConversationsTable } from '../../../features/admin/conversations/components/admin-conversations-table';
import { useAdminListParams } from '../../../features/admin/hooks/use-admin-list-params';

/** /admin/conversations: every shop's conversations, 20 a page (?page), searchable (?search). */
export default function AdminConversationsPage() {
  const conversations = useAdminConversations(useAdminListParams());
  return (
    <AdminListPage
      title="Conversations"
      searchLabel="Search conversations by title or shop"
      total={conversations.data?.total}
    >
      <AdminConversationsTable
        rows={conversations.data?.conversations}
        isLoading={conversations.isLoading}
        isError={conversations.isError}
      />
    </AdminListPage>
  );
}
