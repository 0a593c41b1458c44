import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';
import { AuthApisTable } from '../../../features/admin-auth-api/components/auth-apis-table';

export default function AdminAuthApiPage() {
  return (
    <>
      <AdminPageHeader title="Auth APIs" />
      <p className="mb-4 max-w-3xl text-sm text-slate-600">
        The platform's access to the systems it talks to. Switching one off stops every call to it, for every
        shop, until it is switched on again.
      </p>
      <AuthApisTable />
    </>
  );
}
