import { Tag } from 'lucide-react';
import { cn } from '../../../lib/utils';
import { highlightParts } from '../highlight';

type CategorySuggestionsProps = {
  id: string;
  categories: ReadonlyArray<{ id: number; name: string }>;
  typed: string;
  activeIndex: number;
  onChoose: (name: string) => void;
};

export const suggestionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The listbox under the concern input; the part of each name matching the text is bold. */
export function CategorySuggestions({
  id,
  categories,
  typed,
  activeIndex,
  onChoose,
}: CategorySuggestionsProps) {
  return (
    <div id={id} role="listbox" aria-label="Suggested categories" className="border-t border-slate-100 p-1.5">
      {categories.map((category, index) => (
        // Options of a combobox stay out of the tab order; the input moves through them with arrows.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
        <div
          key={category.id}
          id={suggestionId(id, index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === activeIndex}
          // Keeps the focus in the input, so the click does not blur it first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(category.name)}
          className={cn(
            'flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100',
            index === activeIndex && 'bg-brand-50 text-brand-800 hover:bg-brand-50',
          )}
        >
          <Tag className="size-3.5 shrink-0 text-slate-400" aria-hidden />
          <span>
            {highlightParts(category.name, typed).map((part, partIndex) =>
              part.isMatch ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name never reorder
                <strong key={partIndex} className="font-semibold text-slate-900">
                  {part.text}
                </strong>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name never reorder
                <span key={partIndex}>{part.text}</span>
              ),
            )}
          </span>
        </div>
      ))}
    </div>
  );
}
