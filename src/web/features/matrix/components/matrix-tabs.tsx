import { MATRIX_TYPES, type MatrixType } from '../../../../shared/schemas/matrix';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useMatrixType } from '../hooks/use-matrix-type';
import { MATRIX_TEXTS } from '../matrix-texts';
import { MatrixPanel } from './matrix-panel';

/**
 * 'Parts Matrix' and 'Labor Matrix', chosen by ?type=. Both panels stay mounted (the hidden one
 * hidden) so switching tabs in the middle of an edit loses nothing; another shop starts afresh.
 */
export function MatrixTabs({ shopId, canEdit }: { shopId: string; canEdit: boolean }) {
  const [type, setType] = useMatrixType();
  return (
    <Tabs value={type} onValueChange={(value) => setType(value as MatrixType)}>
      <TabsList aria-label="Matrix type">
        {MATRIX_TYPES.map((value) => (
          <TabsTrigger key={value} value={value}>
            {MATRIX_TEXTS[value].tab}
          </TabsTrigger>
        ))}
      </TabsList>
      {MATRIX_TYPES.map((value) => (
        <TabsContent key={value} value={value} forceMount className="data-[state=inactive]:hidden">
          <MatrixPanel key={shopId} shopId={shopId} type={value} canEdit={canEdit} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
