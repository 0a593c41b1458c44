import { useSearchParams } from 'react-router';
import { MATRIX_TYPES, type MatrixType } from '../../../../shared/schemas/matrix';

function isMatrixType(value: string | null): value is MatrixType {
  return MATRIX_TYPES.some((type) => type === value);
}

/** The tab lives in ?type= (PARTS unless it says LABOR); switching keeps shopId and the rest. */
export function useMatrixType() {
  const [params, setParams] = useSearchParams();
  const value = params.get('type');
  const type: MatrixType = isMatrixType(value) ? value : 'PARTS';
  const setType = (next: MatrixType) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('type', next);
      return updated;
    });
  return [type, setType] as const;
}
