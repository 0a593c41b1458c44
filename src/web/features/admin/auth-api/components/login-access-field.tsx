import { useId } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Switch } from '../../../../components/ui/switch';
import { toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/trpc';
import { type AuthApi, useSaveAuthApi } from '../api/use-auth-apis';

/** Login access: 'enabled' switches the system on for the platform. */
export function LoginAccessField({ api }: { api: AuthApi }) {
  const save = useSaveAuthApi();
  const id = useId();
  const pending = save.isPending && 'login_access' in save.variables ? save.variables.login_access : null;
  const isEnabled = (pending ?? api.login_access) === 'enabled';
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          Login access
        </label>
        <div className="flex items-center gap-2 text-sm text-slate-600">
          {isEnabled ? 'Enabled' : 'Disabled'}
          <Switch
            id={id}
            checked={isEnabled}
            disabled={save.isPending}
            onCheckedChange={(checked) =>
              save.mutate(
                { id: api.id, login_access: checked ? 'enabled' : 'disabled' },
                { onSuccess: () => toast.success(`${api.label} ${checked ? 'enabled' : 'disabled'}`) },
              )
            }
          />
        </div>
      </div>
      {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
    </div>
  );
}
