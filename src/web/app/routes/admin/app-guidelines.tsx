import { useAdminAppGuidelines } from '../../../features/admin/app-guidelines/api/use-admin-app-guidelines';
import { AppGuidelinesTable } from '../../../features/admin/app-guidelines/components/app-guidelines-table';
import { CreateAppGuidelineDialog } from '../../../features/admin/app-guidelines/components/create-app-guideline-dialog';
import { AdminListPage } from '../../../features/admin/components/admin-list-page';
import { useAdminListParams } from '../../../features/admin/hooks/use-admin-list-params';

/** /admin/app-guidelines: the rules for every shop's quotes, 20 a page (?page), searchable (?search). */
export default function AdminAppGuidelinesPage() {
  const params = useAdminListParams();
  const guidelines = useAdminAppGuidelines(params);
  return (
    <AdminListPage
      title="App Guidelines"
      // A new guideline is the newest: the first page without a search shows it.
      action={<CreateAppGuidelineDialog onCreated={() => params.setSearch('')} />}
      searchLabel="Search guidelines by title or description"
      total={guidelines.data?.total}
    >
      <AppGuidelinesTable
        rows={guidelines.data?.appGuidelines}
        isLoading={guidelines.isLoading}
        isError={guidelines.isError}
      />
    </AdminListPage>
  );
}
