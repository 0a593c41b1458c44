import { AdminListPage } from '../../../features/admin/components/admin-list-page';
import { useAdminListParams } from '../../../features/admin/hooks/use-admin-list-params';
import { useAdminUsers } from '../../../features/admin/users/api/use-admin-users';
import { AdminUsersTable } from '../../../features/admin/users/components/admin-users-table';

/** /admin/users: every user, 20 a page (?page), searchable by name or e-mail (?search). */
export default function AdminUsersPage() {
  const users = useAdminUsers(useAdminListParams());
  return (
    <AdminListPage title="Users" searchLabel="Search users by name or email" total={users.data?.total}>
      <AdminUsersTable rows={users.data?.users} isLoading={users.isLoading} isError={users.isError} />
    </AdminListPage>
  );
}
