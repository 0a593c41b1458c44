import { Search, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';

type JobSearchBoxProps = {
  /** The term in the URL; the box shows it again whenever it changes (a related title, back). */
  term: string | undefined;
  onSearch: (term: string | undefined) => void;
  /** Shown after the Search button, outside the form (the filters, whose dialog has its own form). */
  children?: ReactNode;
};

const PLACEHOLDER = 'Search jobs across the Repair Quotes network...';

/** Enter or Search sets the term; the X clears the box and the term. */
export function JobSearchBox({ term, onSearch, children }: JobSearchBoxProps) {
  const formId = useId();
  const [text, setText] = useState(term ?? '');
  // Adjusted during render rather than by remounting, so the box keeps focus after Enter.
  const [shownTerm, setShownTerm] = useState(term);
  if (term !== shownTerm) {
    setShownTerm(term);
    setText(term ?? '');
  }
  const canClear = text !== '' || Boolean(term);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  }

  function clear() {
    setText('');
    if (term) onSearch(undefined);
  }

  // The input gets the column's full width so the placeholder fits; the buttons go beneath it.
  return (
    <div className="space-y-2">
      <search>
        <form id={formId} onSubmit={submit} className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={PLACEHOLDER}
            title={PLACEHOLDER}
            aria-label="Search jobs"
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
            className={cn('h-10 pl-8', canClear ? 'pr-9' : 'pr-2')}
          />
          {canClear ? (
            <button
              type="button"
              onClick={clear}
              aria-label="Clear search"
              className="absolute top-1/2 right-2 grid size-6 -translate-y-1/2 place-items-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X className="size-4" aria-hidden />
            </button>
          ) : null}
        </form>
      </search>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" form={formId}>
          <Search /> Search
        </Button>
        {children}
      </div>
    </div>
  );
}
