import { formatDateTime } from '../../../../shared/format';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useAuthApis } from '../api/use-auth-apis';
import { EditAuthApiDialog } from './edit-auth-api-dialog';

/** Admin → Auth APIs (spec 001 §2): each external system, its switch and its truncated keys. */
export function AuthApisTable() {
  const apis = useAuthApis();
  if (apis.isLoading)
    return (
      <Card className="space-y-3 p-5" aria-busy="true" aria-label="Loading auth APIs">
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </Card>
    );
  if (apis.isError || !apis.data) return <p className="text-sm text-red-600">Error</p>;
  return (
    <Card className="overflow-x-auto px-5 py-2">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Api Name</TableHead>
            <TableHead>Last Updated</TableHead>
            <TableHead>Login Access</TableHead>
            <TableHead>Token</TableHead>
            <TableHead className="w-24">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {apis.data.map((api) => (
            <TableRow key={api.id}>
              <TableCell className="font-medium text-slate-900">{api.label}</TableCell>
              <TableCell className="text-slate-600">
                {formatDateTime(api.updated_at)}
                {api.updated_by ? <span className="block text-xs">by {api.updated_by.name}</span> : null}
              </TableCell>
              <TableCell>
                <Badge variant={api.login_access === 'enabled' ? 'success' : 'danger'}>
                  {api.login_access === 'enabled' ? 'Enabled' : 'Disabled'}
                </Badge>
              </TableCell>
              <TableCell className="text-sm text-slate-700">
                {api.uses ? (
                  <dl className="grid grid-cols-[auto_1fr] gap-x-2">
                    {api.uses.csrfToken ? (
                      <>
                        <dt className="text-slate-500">{api.uses.csrfToken}</dt>
                        <dd className="font-mono text-xs leading-5">{api.csrf_token ?? 'Not set'}</dd>
                      </>
                    ) : null}
                    <dt className="text-slate-500">{api.uses.token}</dt>
                    <dd className="font-mono text-xs leading-5">{api.token ?? 'Not set'}</dd>
                  </dl>
                ) : (
                  <span className="text-slate-500">Set per shop in Settings → Integrations</span>
                )}
              </TableCell>
              <TableCell className="text-right">
                <EditAuthApiDialog api={api} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
