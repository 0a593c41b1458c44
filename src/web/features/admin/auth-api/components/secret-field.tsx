import { type FormEvent, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/trpc';
import { type AuthApi, useSaveAuthApi } from '../api/use-auth-apis';

type SecretFieldProps = {
  api: AuthApi;
  field: 'csrf_token' | 'token';
  label: string;
  current: string | null;
};

/** One key, edited inline: its truncated value, then a new value saved on its own. */
export function SecretField({ api, field, label, current }: SecretFieldProps) {
  const save = useSaveAuthApi();
  const [isEditing, setIsEditing] = useState(false);
  const [value, setValue] = useState('');
  const id = `auth-api-${api.id}-${field}`;
  const close = () => {
    setIsEditing(false);
    setValue('');
    save.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = field === 'csrf_token' ? { id: api.id, csrf_token: value } : { id: api.id, token: value };
    save.mutate(input, {
      onSuccess: () => {
        toast.success(`${api.label}: ${label.toLowerCase()} ${value ? 'saved' : 'cleared'}`);
        close();
      },
    });
  };
  if (!isEditing)
    return (
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-900">{label}</p>
          <p className="font-mono text-xs text-slate-600">{current ?? 'Not set'}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setIsEditing(true)}
          aria-label={`Change ${label}`}
        >
          Change
        </Button>
      </div>
    );
  return (
    <form onSubmit={submit} className="space-y-2">
      {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
      <Field id={id} label={`New ${label.toLowerCase()}`} hint="Leave empty and save to clear it.">
        <Input
          type="password"
          autoComplete="off"
          maxLength={500}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoFocus
        />
      </Field>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
