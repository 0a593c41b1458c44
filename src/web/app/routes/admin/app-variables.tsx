import { AppConfigPage } from '../../../features/admin/app-config/components/app-config-page';

/** /admin/app-variables: the values the quote engine and the AI prompts use, and their history. */
export default function AdminAppVariablesPage() {
  return <AppConfigPage kind="VARIABLE" />;
}
