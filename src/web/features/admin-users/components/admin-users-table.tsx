import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { AdminUser } from '../api/use-admin-users';
import { EditUserDialog } from './edit-user-dialog';

type AdminUsersTableProps = { users: AdminUser[] | undefined; isLoading: boolean; isError: boolean };

const ROLE_LABELS: Record<AdminUser['role'], string> = { ADMIN: 'Admin', USER: 'User' };
const LOADING_ROWS = 3;
const COLUMNS = 6;

/** Name, Role, Email, Shops, Organizations (spec 001 §2) and the row's Edit button. */
export function AdminUsersTable({ users, isLoading, isError }: AdminUsersTableProps) {
  return (
    <Card className="px-4 py-2">
      <Table aria-label="Users" aria-busy={isLoading || undefined}>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Shops</TableHead>
            <TableHead>Organizations</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {isLoading ? (
            Array.from({ length: LOADING_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <TableRow key={index}>
                <TableCell colSpan={COLUMNS}>
                  <Skeleton className="h-8" />
                </TableCell>
              </TableRow>
            ))
          ) : isError || !users ? (
            <TableRow>
              <TableCell colSpan={COLUMNS} className="py-4 text-red-600">
                Error
              </TableCell>
            </TableRow>
          ) : users.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS} className="py-4 text-slate-500">
                No users found
              </TableCell>
            </TableRow>
          ) : (
            users.map((user) => (
              <TableRow key={user.id}>
                <TableCell className="min-w-28 font-medium break-words text-slate-900">{user.name}</TableCell>
                <TableCell>
                  <Badge variant={user.role === 'ADMIN' ? 'brand' : 'muted'}>{ROLE_LABELS[user.role]}</Badge>
                </TableCell>
                <TableCell className="break-words">{user.email}</TableCell>
                <TableCell>
                  <NameList names={user.user_shops.map((link) => link.shop.name)} />
                </TableCell>
                <TableCell>
                  <NameList names={user.user_organizations.map((link) => link.organization.name)} />
                </TableCell>
                <TableCell className="text-right">
                  <EditUserDialog user={user} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Card>
  );
}

function NameList({ names }: { names: string[] }) {
  if (names.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="flex max-w-sm flex-wrap gap-1">
      {names.map((name) => (
        <li key={name}>
          <Badge>{name}</Badge>
        </li>
      ))}
    </ul>
  );
}
