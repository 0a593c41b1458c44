import { ADMIN_PAGE_SIZE } from '../../../../shared/schemas/admin';
import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';
import { AdminPagination } from '../../../features/admin/components/admin-pagination';
import { AdminSearch } from '../../../features/admin/components/admin-search';
import { useAdminListParams } from '../../../features/admin/hooks/use-admin-list-params';
import { useAdminKnowledgeBases } from '../../../features/admin-knowledge-base/api/use-admin-knowledge-bases';
import { AdminKnowledgeBaseTable } from '../../../features/admin-knowledge-base/components/admin-knowledge-base-table';

/** /admin/knowledge-base: the shop-level knowledge of every shop, 20 a page (?page), searchable (?search). */
export default function AdminKnowledgeBasePage() {
  const { page, search, setPage, setSearch } = useAdminListParams();
  const entries = useAdminKnowledgeBases({ page, search });
  return (
    <div className="space-y-4">
      <AdminPageHeader title="Knowledge Base" />
      <AdminSearch value={search} onSearch={setSearch} label="Search by title, description or shop" />
      <AdminKnowledgeBaseTable
        entries={entries.data?.knowledgeBases}
        isLoading={entries.isLoading}
        isError={entries.isError}
      />
      {entries.data ? (
        <AdminPagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={entries.data.total}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}
