import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/trpc';
import { useDevMode } from '../../../lib/use-dev-mode';
import { useSetDevMode } from '../api/use-set-dev-mode';

/** The admin's Dev Mode, saved on the server at once; the switch shows the choice while saving. */
export function DevModeSwitch() {
  const id = useId();
  const isDevMode = useDevMode();
  const save = useSetDevMode();
  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={`${id}-switch`} className="text-sm font-medium text-slate-900">
            Dev Mode
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-500">
            Shows similarity scores on the network job search and the URL parameters panel.
          </p>
        </div>
        <Switch
          id={`${id}-switch`}
          aria-describedby={`${id}-hint`}
          aria-busy={save.isPending || undefined}
          checked={save.isPending ? save.variables.enabled : isDevMode}
          disabled={save.isPending}
          onCheckedChange={(enabled) => save.mutate({ enabled })}
        />
      </div>
      {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
    </Card>
  );
}
