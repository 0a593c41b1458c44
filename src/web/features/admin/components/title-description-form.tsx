import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { Alert } from '../../../components/ui/alert';
import {
  type TitleDescription,
  TitleDescriptionFields,
  type TitleDescriptionLimits,
} from './title-description-fields';

type TitleDescriptionFormProps = {
  idPrefix: string;
  /** The saved title and description, the form's first values. */
  saved: TitleDescription;
  schema: z.ZodType<TitleDescription, TitleDescription>;
  limits: TitleDescriptionLimits;
  isPending: boolean;
  error: string | null;
  /** Called only when something changed. */
  onSave: (values: TitleDescription) => void;
  /** Save with nothing changed closes the dialog, as Cancel does. */
  onDone: () => void;
};

/** An edit dialog's form of a title and a description, each field with its own message. */
export function TitleDescriptionForm({
  idPrefix,
  saved,
  schema,
  limits,
  isPending,
  error,
  onSave,
  onDone,
}: TitleDescriptionFormProps) {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { title: saved.title, description: saved.description },
  });
  const onSubmit = form.handleSubmit((values) =>
    values.title === saved.title && values.description === saved.description ? onDone() : onSave(values),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TitleDescriptionFields
        idPrefix={idPrefix}
        register={form.register}
        errors={form.formState.errors}
        limits={limits}
      />
      {error ? <Alert>{error}</Alert> : null}
      <FormDialogFooter isPending={isPending} />
    </form>
  );
}
