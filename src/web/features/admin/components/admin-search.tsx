import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useAdminListParams } from '../hooks/use-admin-list-params';

/** A list's search box: Enter or Search applies it, the X clears it (the URL keeps it, ?search). */
export function AdminSearch({ label }: { label: string }) {
  const { search, setSearch } = useAdminListParams();
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(text);
  };
  return (
    <search className="block w-full max-w-md">
      <form onSubmit={submit} className="flex w-full items-center gap-2">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400"
            aria-hidden
          />
          {/* type text: a search input adds the browser's own clear button beside ours. */}
          <Input
            type="text"
            aria-label={label}
            placeholder={label}
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            className="pl-8"
          />
        </div>
        <Button type="submit" variant="secondary" size="sm">
          Search
        </Button>
        {search ? (
          <Button
            type="button"
            variant="quiet"
            size="sm"
            aria-label="Clear search"
            onClick={() => setSearch('')}
          >
            <X aria-hidden />
          </Button>
        ) : null}
      </form>
    </search>
  );
}
