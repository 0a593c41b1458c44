import { useState } from 'react';
import type { MatrixType } from '../../../../shared/schemas/matrix';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMatrices } from '../api/use-matrices';
import { completeRows, type DraftRow, rowErrors, toDraft } from '../matrix-draft';
import { MATRIX_TEXTS } from '../matrix-texts';
import { MatrixEditor } from './matrix-editor';
import { MatrixExample } from './matrix-example';
import { MatrixTable } from './matrix-table';

type MatrixPanelProps = {
  shopId: string;
  type: MatrixType;
  /** Owners edit; a member sees the saved rows and the example only. */
  canEdit: boolean;
};

/** One tab: the saved rows, or the editor on a copy of them (spec 001 §4 'Matrix editor'). */
export function MatrixPanel({ shopId, type, canEdit }: MatrixPanelProps) {
  const matrices = useMatrices(shopId, type);
  // null is view mode; the editor works on its own rows until Save replaces the saved ones.
  const [draft, setDraft] = useState<DraftRow[] | null>(null);
  const [hasEdited, setHasEdited] = useState(false);
  const texts = MATRIX_TEXTS[type];

  if (matrices.isLoading)
    return (
      <Card className="space-y-3 p-5" aria-busy="true" aria-label={`Loading ${texts.tab}`}>
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </Card>
    );
  if (matrices.isError || !matrices.data) return <p className="text-sm text-red-600">Error</p>;

  const closeEditor = () => {
    setDraft(null);
    setHasEdited(true);
  };
  // The example prices with the rows on screen; a row still being typed or invalid is left out.
  const exampleRows = draft
    ? completeRows(draft.filter((row) => rowErrors(row).length === 0))
    : matrices.data;

  return (
    <Card>
      {draft && canEdit ? (
        <MatrixEditor
          shopId={shopId}
          type={type}
          rows={draft}
          onRowsChange={setDraft}
          onClose={closeEditor}
        />
      ) : (
        <MatrixTable
          type={type}
          rows={matrices.data}
          onEdit={canEdit ? () => setDraft(toDraft(matrices.data)) : undefined}
          focusEdit={hasEdited}
        />
      )}
      <MatrixExample type={type} rows={exampleRows} />
    </Card>
  );
}
