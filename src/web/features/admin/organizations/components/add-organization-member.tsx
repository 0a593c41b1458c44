import { UserPlus } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useState } from 'react';
import { adminAddUserToOrganizationSchema } from '../../../../../shared/schemas/organization';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../lib/toast';
import { type AdminOrganization, useAddOrganizationMember } from '../api/use-admin-organizations';

const emailSchema = adminAddUserToOrganizationSchema.shape.email;

type AddOrganizationMemberProps = {
  organization: AdminOrganization;
  /** The dialog reads what waits here before it saves, and focuses it after a removal. */
  inputRef: RefObject<HTMLInputElement | null>;
};

/**
 * An existing user added to the organization by e-mail, at once; the refusal under the field.
 * Plain state rather than a second react-hook-form: this field sits inside the dialog's form, and
 * that library's reset() resets the whole native form, blanking the Name typed above.
 */
export function AddOrganizationMember({ organization, inputRef }: AddOrganizationMemberProps) {
  const add = useAddOrganizationMember();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const onAdd = () => {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    add.mutate(
      { organization_id: organization.id, email: parsed.data },
      {
        onSuccess: ({ user }) => {
          toast.success(`${user.name} was added to ${organization.name}`);
          setEmail('');
        },
        onError: (refusal) => setError(refusal.message),
      },
    );
  };
  // Forms cannot nest: Enter here adds the user instead of saving the dialog.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onAdd();
  };
  return (
    <Field
      id="organization-member-email"
      label="Add a user by email"
      error={error}
      hint="Added right away, without Save. They need an account first."
    >
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
          maxLength={254}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" className="shrink-0" disabled={add.isPending} onClick={onAdd}>
          <UserPlus aria-hidden /> {add.isPending ? 'Adding...' : 'Add user'}
        </Button>
      </div>
    </Field>
  );
}
