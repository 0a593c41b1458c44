import { Trash2 } from 'lucide-react';
import { formatMoney } from '../../../../shared/format';
import { type BuilderPart, type BuilderPartFields, partRetailTotal } from '../../../../shared/job-builder';
import { Button } from '../../../components/ui/button';
import { SourcePartButton } from '../sourcing/source-part-button';
import { useJobBuilder } from '../state/builder-context';
import { NumberField } from './number-field';
import { PartSourceButton } from './part-source-button';
import { TextField } from './text-field';

/** One selected part: every field editable (an edit makes it CUSTOM), its line total, remove. */
export function PartLine({ part, index }: { part: BuilderPart; index: number }) {
  const { dispatch } = useJobBuilder();
  const fields = part.newPart;
  const update = (change: Partial<BuilderPartFields>) =>
    dispatch({ type: 'updatePart', id: part.id, change });

  return (
    <li className="space-y-2 py-3 first:pt-0 last:pb-0" aria-label={`Part ${index + 1}`}>
      {/* Narrow: the source and remove above a full-width name; wide: all on one row. */}
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="Name"
          value={fields.name}
          onValueChange={(name) => update({ name })}
          className="order-last basis-full @xl:order-first @xl:basis-0 @xl:flex-1"
        />
        <div className="ml-auto flex h-8 items-center gap-2">
          <SourcePartButton partId={part.id} />
          <PartSourceButton
            source={part.source}
            onRevert={() => dispatch({ type: 'revertPart', id: part.id })}
          />
        </div>
        <Button
          variant="quiet"
          size="icon"
          className="size-8"
          aria-label="Remove part"
          title="Remove part"
          onClick={() => dispatch({ type: 'removePart', id: part.id })}
        >
          <Trash2 />
        </Button>
      </div>
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2 @xl:grid-cols-[10rem_12rem_minmax(0,1fr)]">
        <TextField
          label="Part number"
          value={fields.part_number}
          onValueChange={(part_number) => update({ part_number })}
        />
        <TextField label="Brand" value={fields.brand} onValueChange={(brand) => update({ brand })} />
        <TextField
          label="Description"
          value={fields.description}
          onValueChange={(description) => update({ description })}
          className="col-span-2 @xl:col-span-1"
        />
      </div>
      <div className="grid grid-cols-3 gap-2 @xl:grid-cols-4">
        <NumberField
          label="Quantity"
          value={fields.quantity}
          onValueChange={(quantity) => update({ quantity })}
        />
        <NumberField
          label="Retail"
          step={0.01}
          value={fields.retail}
          onValueChange={(retail) => update({ retail })}
        />
        <NumberField
          label="Cost"
          step={0.01}
          value={fields.cost}
          onValueChange={(cost) => update({ cost })}
        />
        <div className="flex flex-col gap-0.5 text-right">
          <span className="text-xs text-slate-500">Line total</span>
          <span className="flex h-8 items-center justify-end font-medium text-slate-900 tabular-nums">
            {formatMoney(partRetailTotal(fields))}
          </span>
        </div>
      </div>
    </li>
  );
}
