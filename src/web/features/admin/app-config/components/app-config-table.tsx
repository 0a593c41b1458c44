import type { AppConfigKind } from '../../../../../shared/app-config';
import { formatDateTime } from '../../../../../shared/format';
import { Badge } from '../../../../components/ui/badge';
import { TableRow } from '../../../../components/ui/table';
import { type AdminListColumn, AdminListTable, actionsColumn } from '../../components/admin-list-table';
import { type AppConfigEntry, useAppConfigEntries } from '../api/use-app-config';
import { formatAppConfigValue } from '../app-config-display';
import { EditAppConfigDialog } from './edit-app-config-dialog';

const NAMES: Record<AppConfigKind, string> = { VARIABLE: 'App variables', SETTING: 'App settings' };

const columnsOf = (kind: AppConfigKind): AdminListColumn<AppConfigEntry>[] => [
  {
    header: 'Name',
    className: 'py-3 align-top',
    cell: (entry) => (
      <>
        <div className="font-medium text-slate-900">{entry.label}</div>
        <div className="mt-0.5 max-w-md text-xs text-slate-600">{entry.description}</div>
        <code className="mt-1 block font-mono text-[11px] text-slate-600">{entry.key}</code>
      </>
    ),
  },
  {
    header: 'Value',
    className: 'py-3 align-top whitespace-nowrap',
    cell: (entry) => (
      <>
        <span className="font-medium text-slate-900" data-testid="app-config-value">
          {formatAppConfigValue(entry.key, entry.value)}
        </span>
        {entry.isDefault ? (
          <Badge variant="muted" className="ml-2">
            Default
          </Badge>
        ) : null}
      </>
    ),
  },
  {
    header: 'Last changed',
    className: 'py-3 align-top text-xs text-slate-600',
    cell: (entry) =>
      entry.updated_at ? (
        <>
          <div>{entry.updated_by?.name ?? 'Deleted user'}</div>
          <div>{formatDateTime(entry.updated_at)}</div>
        </>
      ) : (
        <span className="text-slate-600">Never</span>
      ),
  },
  actionsColumn((entry) => <EditAppConfigDialog kind={kind} entry={entry} />, {
    className: 'py-3 align-top',
    headClassName: 'text-right',
  }),
];

/** Every variable (or setting): what it is, its value, whether it is the default, who set it. */
export function AppConfigTable({ kind }: { kind: AppConfigKind }) {
  const entries = useAppConfigEntries(kind);
  return (
    <AdminListTable
      label={NAMES[kind]}
      columns={columnsOf(kind)}
      rows={entries.data}
      rowKey={(entry) => entry.key}
      isLoading={entries.isLoading}
      isError={entries.isError}
      loadingRows={3}
      renderRow={(entry, cells) => (
        <TableRow data-key={entry.key} className="align-top">
          {cells}
        </TableRow>
      )}
      className="px-5 py-5"
    />
  );
}
