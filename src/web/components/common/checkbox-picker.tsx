import { useId, useState } from 'react';
import { Checkbox } from '../ui/checkbox';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Skeleton } from '../ui/skeleton';

/** A choice; the hint (a shop's city) tells apart two with the same name. */
export type PickerItem = { id: string; label: string; hint?: string };

type CheckboxPickerProps = {
  legend: string;
  items: PickerItem[] | undefined;
  isLoading: boolean;
  isError: boolean;
  selected: string[];
  onChange: (selected: string[]) => void;
  emptyText: string;
};

/** Past this many choices a filter box helps find one. */
const FILTER_FROM = 7;

/**
 * A named group of checkboxes (shops, organizations) with a filter box when the list is long. The
 * choices checked when it opened come first, so they are seen without scrolling; a click does not
 * move anything.
 */
export function CheckboxPicker({
  legend,
  items,
  isLoading,
  isError,
  selected,
  onChange,
  emptyText,
}: CheckboxPickerProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const [firstShown] = useState(() => new Set(selected));
  const needle = filter.trim().toLowerCase();
  const shown = (items ?? [])
    .filter((item) => !needle || `${item.label} ${item.hint ?? ''}`.toLowerCase().includes(needle))
    .sort((a, b) => Number(firstShown.has(b.id)) - Number(firstShown.has(a.id)));
  const toggle = (itemId: string, isChecked: boolean) =>
    onChange(isChecked ? [...selected, itemId] : selected.filter((s) => s !== itemId));
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-2 flex w-full items-baseline justify-between text-sm font-medium text-slate-700">
        {legend}
        <span className="text-xs font-normal text-slate-500">{selected.length} selected</span>
      </legend>
      {isLoading ? (
        <Skeleton className="h-20" />
      ) : isError ? (
        <p className="text-sm text-red-600">Error</p>
      ) : !items?.length ? (
        <p className="text-sm text-slate-500">{emptyText}</p>
      ) : (
        <>
          {items.length >= FILTER_FROM ? (
            <Input
              type="search"
              aria-label={`Filter ${legend.toLowerCase()}`}
              placeholder={`Filter ${legend.toLowerCase()}`}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          ) : null}
          <ul className="max-h-52 overflow-y-auto rounded-md border border-slate-200 p-1">
            {shown.map((item) => (
              <li key={item.id} className="flex items-center gap-2 rounded px-2 py-1.5 hover:bg-slate-50">
                <Checkbox
                  id={`${id}-${item.id}`}
                  checked={selected.includes(item.id)}
                  onCheckedChange={(state) => toggle(item.id, state === true)}
                  aria-describedby={item.hint ? `${id}-${item.id}-hint` : undefined}
                />
                <Label htmlFor={`${id}-${item.id}`} className="min-w-0 font-normal break-words">
                  {item.label}
                </Label>
                {item.hint ? (
                  <span id={`${id}-${item.id}-hint`} className="ml-auto shrink-0 text-xs text-slate-500">
                    {item.hint}
                  </span>
                ) : null}
              </li>
            ))}
            {shown.length === 0 ? <li className="px-2 py-1.5 text-sm text-slate-500">No matches</li> : null}
          </ul>
        </>
      )}
    </fieldset>
  );
}
