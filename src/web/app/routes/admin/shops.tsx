import { AdminListPage } from '../../../features/admin/components/admin-list-page';
import { AdminSearch } from '../../../features/admin/components/admin-search';
import { useAdminListParams } from '../../../features/admin/hooks/use-admin-list-params';
import { AdminShopsTable } from '../../../features/admin/shops/components/admin-shops-table';

/** /admin/shops: every shop, searchable (?search), with edit, delete and Tekmetric's Check Now. */
export default function AdminShopsPage() {
  const { search } = useAdminListParams();
  return (
    <AdminListPage title="Shops" action={<AdminSearch label="Search shops" />}>
      <AdminShopsTable search={search} />
    </AdminListPage>
  );
}
