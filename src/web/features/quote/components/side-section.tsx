import { type ReactNode, useId } from 'react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible';

type SideSectionProps = {
  title: string;
  /** A number beside the title (the records listed); none: no badge. */
  count?: number;
  /** Shown in place of the content when count is 0. */
  emptyText?: string;
  /** What the card offers (its dialog's button), under the content, also when it is empty. */
  action?: ReactNode;
  children: ReactNode;
};

/** A collapsible card of the quote's side column, open at first, with its empty text. */
export function SideSection({ title, count, emptyText, action, children }: SideSectionProps) {
  const id = useId();
  return (
    <Collapsible defaultOpen role="region" aria-labelledby={id} className="bg-white shadow-sm">
      <h3>
        <CollapsibleTrigger id={id}>
          <span className="flex min-w-0 items-center gap-2">
            {title}
            {count === undefined ? null : (
              <span className="rounded-full bg-slate-100 px-1.5 text-xs font-medium text-slate-600 tabular-nums">
                {count}
              </span>
            )}
          </span>
        </CollapsibleTrigger>
      </h3>
      <CollapsibleContent className={action ? 'space-y-3' : undefined}>
        {count === 0 && emptyText !== undefined ? (
          <p className="text-sm text-slate-500">{emptyText}</p>
        ) : (
          children
        )}
        {action ? <div className="flex justify-end">{action}</div> : null}
      </CollapsibleContent>
    </Collapsible>
  );
}
