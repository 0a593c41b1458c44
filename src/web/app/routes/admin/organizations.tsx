import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';
import { AdminSearch } from '../../../features/admin/components/admin-search';
import { useAdminListParams } from '../../../features/admin/hooks/use-admin-list-params';
import { useAdminOrganizations } from '../../../features/admin-organizations/api/use-admin-organizations';
import { AdminOrganizationsTable } from '../../../features/admin-organizations/components/admin-organizations-table';
import { CreateOrganizationDialog } from '../../../features/admin-organizations/components/create-organization-dialog';

/** /admin/organizations: every organization by name, searchable (?search). */
export default function AdminOrganizationsPage() {
  const { search, setSearch } = useAdminListParams();
  const organizations = useAdminOrganizations(search);
  return (
    <div className="space-y-4">
      <AdminPageHeader title="Organizations" action={<CreateOrganizationDialog />} />
      <AdminSearch value={search} onSearch={setSearch} label="Search organizations by name" />
      <AdminOrganizationsTable
        organizations={organizations.data}
        isLoading={organizations.isLoading}
        isError={organizations.isError}
      />
    </div>
  );
}
