import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useKnowledgeBases } from '../api/use-knowledge-bases';
import { AddKnowledgeBaseDialog } from './add-knowledge-base-dialog';
import { KnowledgeBaseItem } from './knowledge-base-item';

type KnowledgeBaseListProps = { shopId: string; shopName: string };

/** The shop's knowledge base: what the assistant applies to its quotes, written or learned. */
export function KnowledgeBaseList({ shopId, shopName }: KnowledgeBaseListProps) {
  const entries = useKnowledgeBases(shopId);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 flex-1 basis-64 text-sm text-slate-600">
          What the assistant knows about {shopName} and applies when it builds quotes.
        </p>
        <AddKnowledgeBaseDialog shopId={shopId} shopName={shopName} />
      </div>
      {entries.isLoading ? (
        <Card className="space-y-4 p-5" aria-busy="true" aria-label="Loading knowledge base">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </Card>
      ) : entries.isError || !entries.data ? (
        <p className="text-sm text-red-600">Error</p>
      ) : entries.data.length === 0 ? (
        <Card className="border-dashed px-5 py-8 text-center text-sm text-slate-600">
          No entries yet. The knowledge base holds your shop's rules and local know-how, such as which fluids
          to offer or how to word a message, and the assistant applies them to every quote. Items learned with
          'Learn from Conversation' appear here too.
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <ul aria-label={`Knowledge Base in ${shopName}`} className="divide-y divide-slate-100">
            {entries.data.map((entry) => (
              <KnowledgeBaseItem key={entry.id} entry={entry} shopName={shopName} />
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
