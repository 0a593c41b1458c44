import { UserMinus } from 'lucide-react';
import type { RefObject } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../lib/toast';
import { type AdminOrganization, useRemoveOrganizationMember } from '../api/use-admin-organizations';
import { AddOrganizationMember } from './add-organization-member';

const credentialsWarning = (count: number) =>
  `${count} API ${count === 1 ? 'credential' : 'credentials'} they created stopped working until re-issued.`;

type OrganizationMembersProps = {
  organization: AdminOrganization;
  emailInputRef: RefObject<HTMLInputElement | null>;
};

/** The organization's users, each removable at once, and the field that adds one. */
export function OrganizationMembers({ organization, emailInputRef }: OrganizationMembersProps) {
  const members = organization.user_organizations;
  const remove = useRemoveOrganizationMember();
  const onRemove = (user: { id: string; name: string }) =>
    remove.mutate(
      { organization_id: organization.id, user_id: user.id },
      {
        onSuccess: ({ credentials_needing_reissue: count }) => {
          const message = `${user.name} was removed from ${organization.name}`;
          if (count > 0) toast.warning(message, { description: credentialsWarning(count) });
          else toast.success(message);
          // Their Remove button is gone: focus stays in the dialog, where the next step likely is.
          emailInputRef.current?.focus();
        },
      },
    );
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-2 flex w-full items-baseline justify-between text-sm font-medium text-slate-700">
        Users
        <span className="text-xs font-normal text-slate-500">
          {members.length} {members.length === 1 ? 'member' : 'members'}
        </span>
      </legend>
      {members.length ? (
        <ul className="max-h-52 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
          {members.map(({ id, user }) => (
            <li key={id} className="flex items-center gap-3 px-3 py-2">
              <div className="min-w-0 flex-1">
                <span className="block text-sm break-words text-slate-900">{user.name}</span>
                <span className="block text-xs break-all text-slate-500">{user.email}</span>
              </div>
              <Button
                variant="quiet"
                size="xs"
                aria-label={`Remove ${user.name}`}
                disabled={remove.isPending && remove.variables?.user_id === user.id}
                onClick={() => onRemove(user)}
              >
                <UserMinus aria-hidden /> Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No users found</p>
      )}
      {remove.isError ? <Alert>{remove.error.message}</Alert> : null}
      <AddOrganizationMember organization={organization} inputRef={emailInputRef} />
    </fieldset>
  );
}
