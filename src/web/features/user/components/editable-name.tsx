import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { getSession } from '../../../lib/auth-client';
import { errorMessage, useTRPC } from '../../../lib/trpc';

/** Name shown as text; double-click or the pencil edits it; Enter or leaving the field saves. */
export function EditableName({ name }: { name: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const save = useMutation(
    trpc.user.saveUser.mutationOptions({
      onSuccess: (me) => {
        queryClient.setQueryData(trpc.user.getMe.queryKey(), me);
        // The session cookie caches the user: read it past the cache so it carries the new name.
        void getSession('?disableCookieCache=true').catch(() => undefined);
      },
    }),
  );

  function commit() {
    if (draft === null) return;
    const next = draft.trim();
    setDraft(null);
    if (next && next !== name) save.mutate({ name: next });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setDraft(null);
  }

  if (draft !== null) {
    return (
      <Input
        id="profile-name"
        aria-label="Name"
        value={draft}
        autoFocus
        maxLength={120}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        className="max-w-sm"
      />
    );
  }
  return (
    <div className="flex items-center gap-1">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: double-click is a mouse shortcut; the pencil button is the keyboard path */}
      <span
        className="text-sm text-slate-900"
        onDoubleClick={() => setDraft(name)}
        data-testid="profile-name"
      >
        {save.isPending ? save.variables?.name : name}
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label="Edit name"
        onClick={() => setDraft(name)}
      >
        <Pencil />
      </Button>
      {save.isError ? <span className="text-xs text-red-600">{errorMessage(save.error)}</span> : null}
    </div>
  );
}
