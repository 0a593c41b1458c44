import { AuthApisTable } from '../../../features/admin/auth-api/components/auth-apis-table';
import { AdminListPage } from '../../../features/admin/components/admin-list-page';

/** /admin/auth-api: the platform's access to each external system, and its keys. */
export default function AdminAuthApiPage() {
  return (
    <AdminListPage title="Auth APIs">
      <p className="mb-4 max-w-3xl text-sm text-slate-600">
        The platform's access to the systems it talks to. Switching one off stops every call to it, for every
        shop, until it is switched on again.
      </p>
      <AuthApisTable />
    </AdminListPage>
  );
}
