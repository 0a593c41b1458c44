import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { APP_CONFIG, type AppConfigKind } from '../../../../shared/app-config';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/trpc';
import { type AppConfigEntry, useResetAppConfig, useSaveAppConfig } from '../api/use-app-config';
import { APP_CONFIG_DISPLAY, formatAppConfigValue } from '../app-config-display';
import { type AppConfigForm, AppConfigValueInput } from './app-config-value-input';

type EditAppConfigDialogProps = { kind: AppConfigKind; entry: AppConfigEntry };

/** 'Edit' on a variable or a setting: its typed control, checked by the key's own schema. */
export function EditAppConfigDialog({ kind, entry }: EditAppConfigDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Edit ${entry.label}`}>
          <Pencil aria-hidden /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{entry.label}</DialogTitle>
          <DialogDescription>{entry.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening: Cancel, Escape or a new opening start from the saved value. */}
        {open ? <EditAppConfigForm kind={kind} entry={entry} onSaved={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type EditAppConfigFormProps = EditAppConfigDialogProps & { onSaved: () => void };

function EditAppConfigForm({ kind, entry, onSaved }: EditAppConfigFormProps) {
  const save = useSaveAppConfig(kind, onSaved);
  const reset = useResetAppConfig(kind, onSaved);
  const schema = z.object({ value: APP_CONFIG[entry.key].schema as z.ZodType });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<AppConfigForm>({ resolver: zodResolver(schema), defaultValues: { value: entry.value } });
  const isPending = save.isPending || reset.isPending;
  const failed = save.error ?? reset.error;
  const id = `app-config-${entry.key}`;
  const onSubmit = handleSubmit(({ value }) => save.mutate({ key: entry.key, value }));
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field
        id={id}
        label={entry.label}
        error={errors.value?.message ?? (failed ? errorMessage(failed) : undefined)}
        hint={`Default: ${formatAppConfigValue(entry.key, entry.default)}`}
      >
        <AppConfigValueInput
          id={id}
          display={APP_CONFIG_DISPLAY[entry.key]}
          register={register}
          control={control}
        />
      </Field>
      <DialogFooter className="flex-wrap">
        {entry.isDefault ? null : (
          <Button
            variant="ghost"
            className="mr-auto"
            disabled={isPending}
            onClick={() => reset.mutate({ key: entry.key })}
          >
            {reset.isPending ? 'Resetting...' : 'Reset to default'}
          </Button>
        )}
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
