import type { AppConfigKind } from '../../../../../shared/app-config';
import { AdminListPage } from '../../components/admin-list-page';
import { AppConfigHistory } from './app-config-history';
import { AppConfigTable } from './app-config-table';

const TITLES: Record<AppConfigKind, string> = { VARIABLE: 'App Variables', SETTING: 'App Settings' };

/** The variables (or the settings) and, under them, their change history. */
export function AppConfigPage({ kind }: { kind: AppConfigKind }) {
  return (
    <AdminListPage title={TITLES[kind]}>
      <AppConfigTable kind={kind} />
      <AppConfigHistory kind={kind} />
    </AdminListPage>
  );
}
