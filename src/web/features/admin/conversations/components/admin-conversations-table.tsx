import { Link, useNavigate } from 'react-router';
import { formatCount, formatDateTime } from '../../../../../shared/format';
import { TableRow } from '../../../../components/ui/table';
import { type AdminListColumn, type AdminListState, AdminListTable } from '../../components/admin-list-table';
import { CreatedCell } from '../../components/created-cell';
import type { AdminConversation } from '../api/use-admin-conversations';

const conversationPath = (id: string) => `/admin/conversations/${id}`;

const COLUMNS: AdminListColumn<AdminConversation>[] = [
  {
    header: 'Title',
    className: 'min-w-56 break-words',
    cell: (conversation) => (
      <Link
        to={conversationPath(conversation.id)}
        className="font-medium text-brand-700 hover:underline"
        onClick={(event) => event.stopPropagation()}
      >
        {conversation.title}
      </Link>
    ),
  },
  { header: 'Shop', className: 'min-w-32', cell: (conversation) => conversation.shop.name },
  {
    header: 'Created',
    className: 'min-w-40',
    cell: (conversation) => (
      <CreatedCell at={formatDateTime(conversation.created_at)} by={conversation.created_by} />
    ),
  },
  {
    header: 'Messages',
    headClassName: 'text-right',
    className: 'text-right tabular-nums',
    cell: (conversation) => formatCount(conversation.messages),
  },
];

/** Every shop's conversations: title, shop, created by and at, messages; a row opens the conversation. */
export function AdminConversationsTable(list: AdminListState<AdminConversation>) {
  const navigate = useNavigate();
  return (
    <AdminListTable
      label="Conversations"
      columns={COLUMNS}
      loadingRows={5}
      emptyText="No conversations found"
      renderRow={(conversation, cells) => (
        // The title is the link (keyboard and screen readers); the rest of the row is a larger target.
        <TableRow
          onClick={() => navigate(conversationPath(conversation.id))}
          className="cursor-pointer hover:bg-slate-50"
        >
          {cells}
        </TableRow>
      )}
      {...list}
    />
  );
}
