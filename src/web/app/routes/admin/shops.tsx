import { Card, CardContent } from '../../../components/ui/card';
import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';
import { AdminSearch } from '../../../features/admin/components/admin-search';
import { useAdminListParams } from '../../../features/admin/hooks/use-admin-list-params';
import { AdminShopsTable } from '../../../features/admin-shops/components/admin-shops-table';

/** /admin/shops: every shop, searchable, with edit, delete and Tekmetric's Check Now. */
export default function AdminShopsPage() {
  const { search, setSearch } = useAdminListParams();
  return (
    <>
      <AdminPageHeader
        title="Shops"
        action={<AdminSearch value={search} onSearch={setSearch} label="Search shops" />}
      />
      <Card>
        <CardContent>
          <AdminShopsTable search={search} />
        </CardContent>
      </Card>
    </>
  );
}
