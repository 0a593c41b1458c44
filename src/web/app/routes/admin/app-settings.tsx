import { ADMIN_PAGE_SIZE } from '../../../../shared/schemas/admin';
import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';
import { AdminPagination } from '../../../features/admin/components/admin-pagination';
import { useAdminListParams } from '../../../features/admin/hooks/use-admin-list-params';
import { AppConfigHistory } from '../../../features/admin-app-config/components/app-config-history';
import { AppConfigTable } from '../../../features/admin-app-config/components/app-config-table';

/** /admin/app-settings: the product-wide switches (sign-up, analytics), and their history. */
export default function AdminAppSettingsPage() {
  const { page, setPage } = useAdminListParams();
  return (
    <>
      <AdminPageHeader title="App Settings" />
      <AppConfigTable kind="SETTING" />
      <AppConfigHistory
        kind="SETTING"
        page={page}
        pager={(total) => (
          <AdminPagination page={page} pageSize={ADMIN_PAGE_SIZE} total={total} onPageChange={setPage} />
        )}
      />
    </>
  );
}
