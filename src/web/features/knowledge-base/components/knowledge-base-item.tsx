import { MessageSquare, Pencil, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatDate } from '../../../../shared/format';
import { QueryLink } from '../../../components/layout/query-link';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { KnowledgeBaseEntry } from '../api/use-knowledge-bases';
import { DeleteKnowledgeBaseDialog } from './delete-knowledge-base-dialog';
import { EditKnowledgeBaseForm } from './edit-knowledge-base-form';

type KnowledgeBaseItemProps = { entry: KnowledgeBaseEntry; shopName: string };

/** One entry: what it says, who wrote it or which conversation taught it, and its actions. */
export function KnowledgeBaseItem({ entry, shopName }: KnowledgeBaseItemProps) {
  const [isEditing, setEditing] = useState(false);
  // Leaving the inline form puts the keyboard back on the Edit button it started from.
  const returnFocus = useRef(false);
  const wasUpdated = new Date(entry.updated_at).getTime() !== new Date(entry.created_at).getTime();
  const headingId = `knowledge-base-${entry.id}-title`;

  if (isEditing) {
    return (
      <li className="bg-slate-50 px-5 py-4">
        <EditKnowledgeBaseForm
          entry={entry}
          onDone={() => {
            returnFocus.current = true;
            setEditing(false);
          }}
        />
      </li>
    );
  }

  return (
    <li aria-labelledby={headingId} className="space-y-2 px-5 py-4">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-64 space-y-1.5">
          <h2 id={headingId} className="text-sm font-semibold break-words text-slate-900">
            {entry.title}
          </h2>
          {entry.source === 'LEARNED' ? (
            <div className="flex flex-wrap items-center gap-2 text-xs">
              <Badge variant="brand">
                <Sparkles className="size-3" aria-hidden /> Learned from conversation
              </Badge>
              {entry.conversation ? (
                <QueryLink
                  to={`/conversation/${entry.conversation.id}`}
                  aria-label={`Open conversation ${entry.conversation.title}`}
                  className="inline-flex min-w-0 items-center gap-1 text-brand-700 underline-offset-4 hover:underline"
                >
                  <MessageSquare className="size-3.5 shrink-0" aria-hidden />
                  <span className="truncate">{entry.conversation.title}</span>
                </QueryLink>
              ) : null}
            </div>
          ) : null}
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <Button
            ref={(node) => {
              if (node && returnFocus.current) {
                returnFocus.current = false;
                node.focus();
              }
            }}
            variant="quiet"
            size="sm"
            aria-label={`Edit ${entry.title}`}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden /> Edit
          </Button>
          <DeleteKnowledgeBaseDialog entry={entry} shopName={shopName} />
        </div>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap text-slate-700">{entry.description}</p>
      <p className="flex flex-wrap gap-x-3 text-xs text-slate-500">
        <span>
          {entry.created_by
            ? `Created by ${entry.created_by.name} on ${formatDate(entry.created_at)}`
            : `Created on ${formatDate(entry.created_at)}`}
        </span>
        {wasUpdated ? <span>Updated on {formatDate(entry.updated_at)}</span> : null}
      </p>
    </li>
  );
}
