import { AdminListPage } from '../../../features/admin/components/admin-list-page';
import { useAdminListParams } from '../../../features/admin/hooks/use-admin-list-params';
import { useAdminKnowledgeBases } from '../../../features/admin/knowledge-base/api/use-admin-knowledge-bases';
import { AdminKnowledgeBaseTable } from '../../../features/admin/knowledge-base/components/admin-knowledge-base-table';

/** /admin/knowledge-base: the shop-level knowledge of every shop, 20 a page (?page), searchable (?search). */
export default function AdminKnowledgeBasePage() {
  const entries = useAdminKnowledgeBases(useAdminListParams());
  return (
    <AdminListPage
      title="Knowledge Base"
      searchLabel="Search by title, description or shop"
      total={entries.data?.total}
    >
      <AdminKnowledgeBaseTable
        rows={entries.data?.knowledgeBases}
        isLoading={entries.isLoading}
        isError={entries.isError}
      />
    </AdminListPage>
  );
}
