import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { saveOrganizationAdminSchema } from '../../../../../shared/schemas/organization';
import { FormDialog } from '../../../../components/common/form-dialog';
import { FormDialogFooter } from '../../../../components/common/form-dialog-footer';
import { Alert } from '../../../../components/ui/alert';
import { toast } from '../../../../lib/toast';
import { AdminEditButton } from '../../components/admin-edit-button';
import { AdminShopsPicker } from '../../shops/components/admin-shops-picker';
import { type AdminOrganization, useSaveOrganization } from '../api/use-admin-organizations';
import { OrganizationMembers } from './organization-members';
import { OrganizationNameField } from './organization-name-field';

const nameFormSchema = saveOrganizationAdminSchema.pick({ name: true });

const isMember = (organization: AdminOrganization, email: string) =>
  organization.user_organizations.some(({ user }) => user.email.toLowerCase() === email.toLowerCase());

/** 'Edit Organization': its name, its users, and which shops the organization's API may reach. */
export function EditOrganizationDialog({ organization }: { organization: AdminOrganization }) {
  return (
    <FormDialog
      trigger={<AdminEditButton name={organization.name} variant="secondary" size="xs" />}
      title="Edit Organization"
      description={organization.name}
      descriptionClassName="break-words"
      className="max-w-3xl"
    >
      {(close) => <EditOrganizationForm organization={organization} onSaved={close} />}
    </FormDialog>
  );
}

function EditOrganizationForm({
  organization,
  onSaved,
}: {
  organization: AdminOrganization;
  onSaved: () => void;
}) {
  const [shopIds, setShopIds] = useState(organization.shops.map((shop) => shop.id));
  const save = useSaveOrganization((name) => {
    toast.success(`${name} saved`);
    onSaved();
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(nameFormSchema), defaultValues: { name: organization.name } });
  const emailInput = useRef<HTMLInputElement>(null);
  const [typedEmail, setTypedEmail] = useState('');
  // Users are added by their own button; an address left in the box would otherwise be lost on Save.
  const isEmailUnadded = typedEmail !== '' && !isMember(organization, typedEmail);
  const onSubmit = handleSubmit(({ name }) => {
    const typed = emailInput.current?.value.trim() ?? '';
    setTypedEmail(typed);
    if (typed && !isMember(organization, typed)) emailInput.current?.focus();
    else save.mutate({ organization, name, shopIds });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 md:grid-cols-2">
        <div className="min-w-0 space-y-5">
          <OrganizationNameField error={errors.name?.message} registration={register('name')} />
          <OrganizationMembers organization={organization} emailInputRef={emailInput} />
        </div>
        <AdminShopsPicker selected={shopIds} onChange={setShopIds} />
      </div>
      {isEmailUnadded ? (
        <Alert>{`${typedEmail} is not added yet. Press Add user, or clear the box, then Save.`}</Alert>
      ) : save.isError ? (
        <Alert>{save.error.message}</Alert>
      ) : null}
      <FormDialogFooter isPending={save.isPending} />
    </form>
  );
}
