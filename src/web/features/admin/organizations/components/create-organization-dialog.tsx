import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { createOrganizationSchema } from '../../../../../shared/schemas/organization';
import { FormDialog } from '../../../../components/common/form-dialog';
import { FormDialogFooter } from '../../../../components/common/form-dialog-footer';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../lib/toast';
import { useCreateOrganization } from '../api/use-admin-organizations';
import { OrganizationNameField } from './organization-name-field';

/** 'Create Organization': a name; the server's message in red when it refuses. */
export function CreateOrganizationDialog() {
  return (
    <FormDialog
      trigger={
        <Button>
          <Plus aria-hidden /> Create Organization
        </Button>
      }
      title="Create Organization"
    >
      {(close) => <CreateOrganizationForm onCreated={close} />}
    </FormDialog>
  );
}

function CreateOrganizationForm({ onCreated }: { onCreated: () => void }) {
  const create = useCreateOrganization((organization) => {
    toast.success(`${organization.name} was created`);
    onCreated();
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(createOrganizationSchema), defaultValues: { name: '' } });
  const onSubmit = handleSubmit((values) => create.mutate(values));
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <OrganizationNameField error={errors.name?.message} registration={register('name')} autoFocus />
      {create.isError ? <Alert>{create.error.message}</Alert> : null}
      <FormDialogFooter isPending={create.isPending} submitLabel="Create" pendingLabel="Creating..." />
    </form>
  );
}
