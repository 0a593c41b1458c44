import { ADMIN_PAGE_SIZE } from '../../../../shared/schemas/admin';
import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';
import { AdminPagination } from '../../../features/admin/components/admin-pagination';
import { AdminSearch } from '../../../features/admin/components/admin-search';
import { useAdminListParams } from '../../../features/admin/hooks/use-admin-list-params';
import { useAdminUsers } from '../../../features/admin-users/api/use-admin-users';
import { AdminUsersTable } from '../../../features/admin-users/components/admin-users-table';

/** /admin/users: every user, 20 a page (?page), searchable by name or e-mail (?search). */
export default function AdminUsersPage() {
  const { page, search, setPage, setSearch } = useAdminListParams();
  const users = useAdminUsers({ page, search });
  return (
    <div className="space-y-4">
      <AdminPageHeader title="Users" />
      <AdminSearch value={search} onSearch={setSearch} label="Search users by name or email" />
      <AdminUsersTable users={users.data?.users} isLoading={users.isLoading} isError={users.isError} />
      {users.data ? (
        <AdminPagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={users.data.total}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}
