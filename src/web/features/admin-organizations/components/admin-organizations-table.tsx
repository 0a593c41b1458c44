import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { AdminOrganization } from '../api/use-admin-organizations';
import { EditOrganizationDialog } from './edit-organization-dialog';

type AdminOrganizationsTableProps = {
  organizations: AdminOrganization[] | undefined;
  isLoading: boolean;
  isError: boolean;
};

const LOADING_ROWS = 3;
const COLUMNS = 5;

/** Name, Users, Credentials and Shops (spec 001 §2), and the row's Edit button. */
export function AdminOrganizationsTable({ organizations, isLoading, isError }: AdminOrganizationsTableProps) {
  return (
    <Card className="px-4 py-2">
      <Table aria-label="Organizations" aria-busy={isLoading || undefined}>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Users</TableHead>
            <TableHead>Credentials</TableHead>
            <TableHead>Shops</TableHead>
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
          ) : isError || !organizations ? (
            <TableRow>
              <TableCell colSpan={COLUMNS} className="py-4 text-red-600">
                Error
              </TableCell>
            </TableRow>
          ) : organizations.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS} className="py-4 text-slate-500">
                No organizations found
              </TableCell>
            </TableRow>
          ) : (
            organizations.map((organization) => (
              <TableRow key={organization.id}>
                <TableCell className="min-w-32 font-medium break-words text-slate-900">
                  {organization.name}
                </TableCell>
                <TableCell>
                  {organization.user_organizations.length ? (
                    <ul className="space-y-1">
                      {organization.user_organizations.map(({ id, user }) => (
                        <li key={id}>
                          <span className="block text-slate-900">{user.name}</span>
                          <span className="block text-xs break-all text-slate-500">{user.email}</span>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-slate-500">No users found</span>
                  )}
                </TableCell>
                <TableCell>
                  {organization.public_api_credentials.length ? (
                    <ul className="space-y-1">
                      {organization.public_api_credentials.map((credential) => (
                        <li key={credential.id}>
                          <span className="block text-slate-900">{credential.nickname}</span>
                          <code className="block text-xs break-all text-slate-500">
                            {credential.client_id}
                          </code>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-slate-500">No credentials found</span>
                  )}
                </TableCell>
                <TableCell>
                  {organization.shops.length ? (
                    <ul className="flex max-w-sm flex-wrap gap-1">
                      {organization.shops.map((shop) => (
                        <li key={shop.id}>
                          <Badge>{shop.name}</Badge>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-slate-500">No shops found</span>
                  )}
                </TableCell>
                <TableCell className="text-right">
                  <EditOrganizationDialog organization={organization} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Card>
  );
}
