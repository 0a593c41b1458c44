import { AdminListPage } from '../../../features/admin/components/admin-list-page';
import { useAdminListParams } from '../../../features/admin/hooks/use-admin-list-params';
import { useAdminOrganizations } from '../../../features/admin/organizations/api/use-admin-organizations';
import { AdminOrganizationsTable } from '../../../features/admin/organizations/components/admin-organizations-table';
import { CreateOrganizationDialog } from '../../../features/admin/organizations/components/create-organization-dialog';

/** /admin/organizations: every organization by name, searchable (?search). */
export default function AdminOrganizationsPage() {
  const organizations = useAdminOrganizations(useAdminListParams().search);
  return (
    <AdminListPage
      title="Organizations"
      action={<CreateOrganizationDialog />}
      searchLabel="Search organizations by name"
    >
      <AdminOrganizationsTable
        rows={organizations.data}
        isLoading={organizations.isLoading}
        isError={organizations.isError}
      />
    </AdminListPage>
  );
}
