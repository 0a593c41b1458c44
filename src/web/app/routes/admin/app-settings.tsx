import { AppConfigPage } from '../../../features/admin/app-config/components/app-config-page';

/** /admin/app-settings: the product-wide switches (sign-up, analytics), and their history. */
export default function AdminAppSettingsPage() {
  return <AppConfigPage kind="SETTING" />;
}
