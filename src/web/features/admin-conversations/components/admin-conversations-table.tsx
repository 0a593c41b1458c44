import { Link, useNavigate } from 'react-router';
import { formatCount, formatDateTime } from '../../../../shared/format';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { AdminConversation } from '../api/use-admin-conversations';

type AdminConversationsTableProps = {
  conversations: AdminConversation[] | undefined;
  isLoading: boolean;
  isError: boolean;
};

const LOADING_ROWS = 5;
const COLUMNS = 4;

export const conversationPath = (id: string) => `/admin/conversations/${id}`;

/** Every shop's conversations: title, shop, created by and at, messages; a row opens the conversation. */
export function AdminConversationsTable({ conversations, isLoading, isError }: AdminConversationsTableProps) {
  const navigate = useNavigate();
  return (
    <Card className="px-4 py-2">
      <Table aria-label="Conversations" aria-busy={isLoading || undefined}>
        <TableHeader>
          <TableRow>
            <TableHead>Title</TableHead>
            <TableHead>Shop</TableHead>
            <TableHead>Created</TableHead>
            <TableHead className="text-right">Messages</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {isLoading ? (
            Array.from({ length: LOADING_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <TableRow key={index}>
                <TableCell colSpan={COLUMNS}>
                  <Skeleton className="h-8" />
                </TableCell>
              </TableRow>
            ))
          ) : isError || !conversations ? (
            <TableRow>
              <TableCell colSpan={COLUMNS} className="py-4 text-red-600">
                Error
              </TableCell>
            </TableRow>
          ) : conversations.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS} className="py-4 text-slate-500">
                No conversations found
              </TableCell>
            </TableRow>
          ) : (
            conversations.map((conversation) => (
              <TableRow
                key={conversation.id}
                // The title is the link (keyboard and screen readers); the rest of the row is a larger target.
                onClick={() => navigate(conversationPath(conversation.id))}
                className="cursor-pointer hover:bg-slate-50"
              >
                <TableCell className="min-w-56 break-words">
                  <Link
                    to={conversationPath(conversation.id)}
                    className="font-medium text-brand-700 hover:underline"
                    onClick={(event) => event.stopPropagation()}
                  >
                    {conversation.title}
                  </Link>
                </TableCell>
                <TableCell className="min-w-32">{conversation.shop.name}</TableCell>
                <TableCell className="min-w-40">
                  <span className="block whitespace-nowrap">{formatDateTime(conversation.created_at)}</span>
                  <span className="block text-xs text-slate-500">
                    {conversation.created_by?.name ?? 'Unknown'}
                  </span>
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatCount(conversation.messages)}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Card>
  );
}
