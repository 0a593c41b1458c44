import { type ReactNode, useId } from 'react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../../components/ui/collapsible';

type EstimateCardProps = {
  title: string;
  /** A number beside the title, as the other side cards show (records in the list). */
  count?: number;
  /** What the card offers (its dialog's button), under the content, also when there is nothing to list. */
  action: ReactNode;
  children: ReactNode;
};

/** A collapsible card of the side column, as SideSection, with its action kept in view when empty. */
export function EstimateCard({ title, count, action, children }: EstimateCardProps) {
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
      <CollapsibleContent className="space-y-3">
        {children}
        <div className="flex justify-end">{action}</div>
      </CollapsibleContent>
    </Collapsible>
  );
}
