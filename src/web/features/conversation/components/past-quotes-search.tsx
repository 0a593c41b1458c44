import { Search, X } from 'lucide-react';
import { Input } from '../../../components/ui/input';

type PastQuotesSearchProps = { value: string; onChange: (value: string) => void };

/** Filters Past Quotes as the advisor types: concern, vehicle or the customer's name. */
export function PastQuotesSearch({ value, onChange }: PastQuotesSearchProps) {
  return (
    <search className="relative mx-2 mb-2 block">
      <Search className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400" aria-hidden />
      {/* type text: a search input adds the browser's own clear button beside ours. */}
      <Input
        type="text"
        aria-label="Search past quotes"
        placeholder="Search quotes"
        title="Search by concern, vehicle or customer name"
        value={value}
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
        className="h-9 pr-8 pl-8 text-sm"
      />
      {value ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => onChange('')}
          className="absolute top-1.5 right-1.5 grid size-6 place-items-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <X className="size-4" aria-hidden />
        </button>
      ) : null}
    </search>
  );
}
