import { formatDate } from '../../../../shared/format';
import { Badge } from '../../../components/ui/badge';
import { TableCell, TableRow } from '../../../components/ui/table';
import type { AdminKnowledgeBaseEntry } from '../api/use-admin-knowledge-bases';
import { ClampedText } from './clamped-text';
import { DeleteAdminKnowledgeBaseDialog } from './delete-admin-knowledge-base-dialog';
import { EditAdminKnowledgeBaseDialog } from './edit-admin-knowledge-base-dialog';

export function AdminKnowledgeBaseRow({ entry }: { entry: AdminKnowledgeBaseEntry }) {
  return (
    <TableRow>
      <TableCell className="min-w-28 align-top">{entry.shop.name}</TableCell>
      <TableCell className="min-w-36 align-top font-medium break-words text-slate-900">
        {entry.title}
        {entry.source === 'LEARNED' ? (
          <Badge variant="muted" className="ml-1.5 align-middle">
            Learned
          </Badge>
        ) : null}
      </TableCell>
      <TableCell className="min-w-64 align-top">
        <ClampedText text={entry.description} />
      </TableCell>
      <TableCell className="align-top">
        <span className="block whitespace-nowrap">{formatDate(entry.created_at)}</span>
        <span className="block text-xs text-slate-500">{entry.created_by?.name ?? 'Unknown'}</span>
      </TableCell>
      <TableCell className="align-top whitespace-nowrap text-right">
        <EditAdminKnowledgeBaseDialog entry={entry} />
        <DeleteAdminKnowledgeBaseDialog entry={entry} />
      </TableCell>
    </TableRow>
  );
}
