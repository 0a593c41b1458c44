import type { UseFormRegisterReturn } from 'react-hook-form';
import { ORGANIZATION_NAME_MAX } from '../../../../../shared/schemas/organization';
import { AdminTextField } from '../../components/admin-text-field';

type OrganizationNameFieldProps = {
  error: string | undefined;
  registration: UseFormRegisterReturn<'name'>;
  autoFocus?: boolean;
};

/** An organization's Name, as the create and edit dialogs take it. */
export function OrganizationNameField({ error, registration, autoFocus }: OrganizationNameFieldProps) {
  return (
    <AdminTextField
      id="organization-name"
      label="Name"
      error={error}
      registration={registration}
      autoFocus={autoFocus}
      required
      maxLength={ORGANIZATION_NAME_MAX}
    />
  );
}
