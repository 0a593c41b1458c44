import { ChevronLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';
import { useAdminConversation } from '../../../features/admin/conversations/api/use-admin-conversations';
import { AdminConversationView } from '../../../features/admin/conversations/components/admin-conversation-view';

/** /admin/conversations/{id}: one conversation, read-only; the id is the rest of the path. */
export default function AdminConversationPage() {
  const id = (useParams()['*'] ?? '').replace(/\/+$/, '');
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
