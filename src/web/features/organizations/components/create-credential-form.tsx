import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  CREDENTIAL_NICKNAME_MAX,
  type CredentialFields,
  credentialFieldsSchema,
} from '../../../../shared/schemas/credential';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

type CreateCredentialFormProps = {
  organizationId: string;
  isPending: boolean;
  /** The server's refusal, shown in red in the form (spec 001 §8). */
  error: string | null;
  onSubmit: (values: CredentialFields) => void;
};

/** The form step of Create Credential: a nickname to tell the credentials apart. */
export function CreateCredentialForm({
  organizationId,
  isPending,
  error,
  onSubmit,
}: CreateCredentialFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(credentialFieldsSchema), defaultValues: { nickname: '' } });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {error ? <Alert>{error}</Alert> : null}
      <Field
        id={`credential-nickname-${organizationId}`}
        label="Nickname"
        error={errors.nickname?.message}
        hint="Which system or partner uses it, e.g. Dispatch system."
      >
        <Input autoComplete="off" autoFocus maxLength={CREDENTIAL_NICKNAME_MAX} {...register('nickname')} />
      </Field>
      <FormDialogFooter isPending={isPending} submitLabel="Create" pendingLabel="Creating..." />
    </form>
  );
}
