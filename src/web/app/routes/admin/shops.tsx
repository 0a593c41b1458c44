import { AdminPageUnavailable } from '../../../features/admin/components/admin-page-unavailable';

export default function AdminShopsPage() {
  return <AdminPageUnavailable />;
}
