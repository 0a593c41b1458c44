import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { APP_CONFIG, type AppConfigKind } from '../../../../../shared/app-config';
import { FormDialog } from '../../../../components/common/form-dialog';
import { FormDialogFooter } from '../../../../components/common/form-dialog-footer';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { errorMessage } from '../../../../lib/trpc';
import { AdminEditButton } from '../../components/admin-edit-button';
import { type AppConfigEntry, useResetAppConfig, useSaveAppConfig } from '../api/use-app-config';
import { APP_CONFIG_DISPLAY, formatAppConfigValue } from '../app-config-display';
import { type AppConfigForm, AppConfigValueInput } from './app-config-value-input';

type EditAppConfigDialogProps = { kind: AppConfigKind; entry: AppConfigEntry };

/** 'Edit' on a variable or a setting: its typed control, checked by the key's own schema. */
export function EditAppConfigDialog({ kind, entry }: EditAppConfigDialogProps) {
  return (
    <FormDialog
      trigger={<AdminEditButton name={entry.label} variant="secondary" />}
      title={entry.label}
      description={entry.description}
    >
      {(close) => <EditAppConfigForm kind={kind} entry={entry} onSaved={close} />}
    </FormDialog>
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
      <FormDialogFooter isPending={save.isPending} isSubmitDisabled={reset.isPending} className="flex-wrap">
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
      </FormDialogFooter>
    </form>
  );
}
