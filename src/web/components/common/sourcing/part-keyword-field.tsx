import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';

type PartKeywordFieldProps = { value: string; onChange: (keyword: string) => void };

/** 'Search parts': the words a supplier's parts are searched by; focused first, as typing is the next step. */
export function PartKeywordField({ value, onChange }: PartKeywordFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Search parts</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <Input
          id={id}
          autoFocus
          type="search"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="pl-9"
        />
      </div>
    </div>
  );
}
