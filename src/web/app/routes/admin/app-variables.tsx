import { AdminPageUnavailable } from '../../../features/admin/components/admin-page-unavailable';

export default function AdminAppVariablesPage() {
  return <AdminPageUnavailable />;
}
