import { useSearchParams } from 'react-router';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible';

/** The current URL's query parameters, collapsed behind their count. */
export function UrlParamsList() {
  const [searchParams] = useSearchParams();
  const entries = [...searchParams.entries()];
  return (
    <Collapsible className="bg-white">
      <CollapsibleTrigger>URL parameters ({entries.length})</CollapsibleTrigger>
      <CollapsibleContent>
        {entries.length === 0 ? (
          <p className="text-sm text-slate-500">No URL parameters.</p>
        ) : (
          <dl className="grid grid-cols-[minmax(6rem,auto)_minmax(0,1fr)] gap-x-4 gap-y-1 font-mono text-xs">
            {entries.map(([key, value], index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a key may repeat; the URL's order is stable
              <div key={`${key}-${index}`} className="contents">
                <dt className="font-semibold text-slate-700">{key}</dt>
                <dd className="break-all text-slate-600">{value || '(empty)'}</dd>
              </div>
            ))}
          </dl>
        )}
      </CollapsibleContent>
    </Collapsible>
  );
}
