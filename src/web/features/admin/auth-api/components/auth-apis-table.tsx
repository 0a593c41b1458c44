import { formatDateTime } from '../../../../../shared/format';
import { Badge } from '../../../../components/ui/badge';
import { type AdminListColumn, AdminListTable, actionsColumn } from '../../components/admin-list-table';
import { type AuthApi, useAuthApis } from '../api/use-auth-apis';
import { EditAuthApiDialog } from './edit-auth-api-dialog';

const COLUMNS: AdminListColumn<AuthApi>[] = [
  { header: 'Api Name', className: 'font-medium text-slate-900', cell: (api) => api.label },
  {
    header: 'Last Updated',
    className: 'text-slate-600',
    cell: (api) => (
      <>
        {formatDateTime(api.updated_at)}
        {api.updated_by ? <span className="block text-xs">by {api.updated_by.name}</span> : null}
      </>
    ),
  },
  {
    header: 'Login Access',
    cell: (api) => (
      <Badge variant={api.login_access === 'enabled' ? 'success' : 'danger'}>
        {api.login_access === 'enabled' ? 'Enabled' : 'Disabled'}
      </Badge>
    ),
  },
  {
    header: 'Token',
    className: 'text-sm text-slate-700',
    cell: (api) =>
      api.uses ? (
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
      ),
  },
  actionsColumn((api) => <EditAuthApiDialog api={api} />, { headClassName: 'w-24' }),
];

/** Admin → Auth APIs (spec 001 §2): each external system, its switch and its truncated keys. */
export function AuthApisTable() {
  const apis = useAuthApis();
  return (
    <AdminListTable
      label="Auth APIs"
      columns={COLUMNS}
      rows={apis.data}
      isLoading={apis.isLoading}
      isError={apis.isError}
      loadingRows={3}
      className="overflow-x-auto px-5 py-2"
    />
  );
}
