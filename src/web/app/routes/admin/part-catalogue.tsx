import { AdminPageUnavailable } from '../../../features/admin/components/admin-page-unavailable';

export default function AdminPartCataloguePage() {
  return <AdminPageUnavailable />;
}
