import { ADMIN_PAGE_SIZE } from '../../../../shared/schemas/admin';
import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';
import { AdminPagination } from '../../../features/admin/components/admin-pagination';
import { AdminSearch } from '../../../features/admin/components/admin-search';
import { useAdminListParams } from '../../../features/admin/hooks/use-admin-list-params';
import { useAdminAppGuidelines } from '../../../features/admin-app-guidelines/api/use-admin-app-guidelines';
import { AppGuidelinesTable } from '../../../features/admin-app-guidelines/components/app-guidelines-table';
import { CreateAppGuidelineDialog } from '../../../features/admin-app-guidelines/components/create-app-guideline-dialog';

/** /admin/app-guidelines: the rules for every shop's quotes, 20 a page (?page), searchable (?search). */
export default function AdminAppGuidelinesPage() {
  const { page, search, setPage, setSearch } = useAdminListParams();
  const guidelines = useAdminAppGuidelines({ page, search });
  return (
    <div className="space-y-4">
      {/* A new guideline is the newest: the first page without a search shows it. */}
      <AdminPageHeader
        title="App Guidelines"
        action={<CreateAppGuidelineDialog onCreated={() => setSearch('')} />}
      />
      <AdminSearch value={search} onSearch={setSearch} label="Search guidelines by title or description" />
      <AppGuidelinesTable
        guidelines={guidelines.data?.appGuidelines}
        isLoading={guidelines.isLoading}
        isError={guidelines.isError}
      />
      {guidelines.data ? (
        <AdminPagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={guidelines.data.total}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}
