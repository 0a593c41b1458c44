import { Badge } from '../../../../components/ui/badge';
import {
  type AdminListColumn,
  type AdminListState,
  AdminListTable,
  actionsColumn,
} from '../../components/admin-list-table';
import { NameBadges } from '../../components/name-badges';
import type { AdminUser } from '../api/use-admin-users';
import { EditUserDialog } from './edit-user-dialog';

const ROLE_LABELS: Record<AdminUser['role'], string> = { ADMIN: 'Admin', USER: 'User' };
const NONE = <span className="text-slate-400">—</span>;

const COLUMNS: AdminListColumn<AdminUser>[] = [
  { header: 'Name', className: 'min-w-28 font-medium break-words text-slate-900', cell: (user) => user.name },
  {
    header: 'Role',
    cell: (user) => (
      <Badge variant={user.role === 'ADMIN' ? 'brand' : 'muted'}>{ROLE_LABELS[user.role]}</Badge>
    ),
  },
  { header: 'Email', className: 'break-words', cell: (user) => user.email },
  {
    header: 'Shops',
    cell: (user) => <NameBadges items={user.user_shops.map((link) => link.shop)} empty={NONE} />,
  },
  {
    header: 'Organizations',
    cell: (user) => (
      <NameBadges items={user.user_organizations.map((link) => link.organization)} empty={NONE} />
    ),
  },
  actionsColumn((user) => <EditUserDialog user={user} />),
];

/** Name, Role, Email, Shops, Organizations (spec 001 §2) and the row's Edit button. */
export function AdminUsersTable(list: AdminListState<AdminUser>) {
  return (
    <AdminListTable label="Users" columns={COLUMNS} loadingRows={3} emptyText="No users found" {...list} />
  );
}
