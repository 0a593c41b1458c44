import {
  type AdminListColumn,
  type AdminListState,
  AdminListTable,
  actionsColumn,
} from '../../components/admin-list-table';
import { NameBadges } from '../../components/name-badges';
import type { AdminOrganization } from '../api/use-admin-organizations';
import { EditOrganizationDialog } from './edit-organization-dialog';

const none = (text: string) => <span className="text-slate-500">{text}</span>;

const COLUMNS: AdminListColumn<AdminOrganization>[] = [
  {
    header: 'Name',
    className: 'min-w-32 font-medium break-words text-slate-900',
    cell: (organization) => organization.name,
  },
  {
    header: 'Users',
    cell: ({ user_organizations: members }) =>
      members.length ? (
        <ul className="space-y-1">
          {members.map(({ id, user }) => (
            <li key={id}>
              <span className="block text-slate-900">{user.name}</span>
              <span className="block text-xs break-all text-slate-500">{user.email}</span>
            </li>
          ))}
        </ul>
      ) : (
        none('No users found')
      ),
  },
  {
    header: 'Credentials',
    cell: ({ public_api_credentials: credentials }) =>
      credentials.length ? (
        <ul className="space-y-1">
          {credentials.map((credential) => (
            <li key={credential.id}>
              <span className="block text-slate-900">{credential.nickname}</span>
              <code className="block text-xs break-all text-slate-500">{credential.client_id}</code>
            </li>
          ))}
        </ul>
      ) : (
        none('No credentials found')
      ),
  },
  {
    header: 'Shops',
    cell: (organization) => <NameBadges items={organization.shops} empty={none('No shops found')} />,
  },
  actionsColumn((organization) => <EditOrganizationDialog organization={organization} />),
];

/** Name, Users, Credentials and Shops (spec 001 §2), and the row's Edit button. */
export function AdminOrganizationsTable(list: AdminListState<AdminOrganization>) {
  return (
    <AdminListTable
      label="Organizations"
      columns={COLUMNS}
      loadingRows={3}
      emptyText="No organizations found"
      {...list}
    />
  );
}
