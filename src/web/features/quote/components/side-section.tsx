import { type ReactNode, useId } from 'react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible';

type SideSectionProps = { title: string; count: number; emptyText?: string; children: ReactNode };

/** A collapsible card of the quote's side column, open at first, with its empty text. */
export function SideSection({ title, count, emptyText, children }: SideSectionProps) {
  const id = useId();
  return (
    <Collapsible defaultOpen role="region" aria-labelledby={id} className="bg-white shadow-sm">
      <h3>
        <CollapsibleTrigger id={id}>
          <span className="flex items-center gap-2">
            {title}
            <span className="rounded-full bg-slate-100 px-1.5 text-xs font-medium text-slate-600 tabular-nums">
              {count}
            </span>
          </span>
        </CollapsibleTrigger>
      </h3>
      <CollapsibleContent>
        {count === 0 ? <p className="text-sm text-slate-500">{emptyText}</p> : children}
      </CollapsibleContent>
    </Collapsible>
  );
}
