import { useId } from 'react';
import { Switch } from '../../../components/ui/switch';
import { useJobBuilder } from '../state/builder-context';

export type MatrixShop = {
  tekmetric_auto_apply_labor_matrix_id: number | null;
  tekmetric_auto_apply_parts_matrix_id: number | null;
};

const ON_SAVE = 'The total will be calculated on save';

/** 'Labor Matrix' and 'Part Matrix': shown only when the shop has that auto-apply matrix; off by default. */
export function MatrixToggles({ shop }: { shop: MatrixShop }) {
  const { state, dispatch } = useJobBuilder();
  const id = useId();
  const toggles = [
    shop.tekmetric_auto_apply_labor_matrix_id
      ? { kind: 'labor' as const, label: 'Labor Matrix', isApplied: state.isLaborMatrixApplied }
      : null,
    shop.tekmetric_auto_apply_parts_matrix_id
      ? { kind: 'part' as const, label: 'Part Matrix', isApplied: state.isPartMatrixApplied }
      : null,
  ].filter((toggle) => toggle !== null);
  if (toggles.length === 0) return null;
  return (
    <div className="space-y-2">
      {toggles.map(({ kind, label, isApplied }) => (
        <div key={kind} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Switch
            id={`${id}-${kind}`}
            checked={isApplied}
            onCheckedChange={(applied) => dispatch({ type: 'setMatrix', kind, applied })}
            aria-describedby={isApplied ? `${id}-${kind}-hint` : undefined}
          />
          <label htmlFor={`${id}-${kind}`} className="text-sm font-medium text-slate-700">
            {label}
          </label>
          {isApplied ? (
            <span id={`${id}-${kind}-hint`} className="text-xs text-slate-500">
              {ON_SAVE}
            </span>
          ) : null}
        </div>
      ))}
    </div>
  );
}
