import type { AppConfigKind } from '../../../../shared/app-config';
import { formatDateTime } from '../../../../shared/format';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useAppConfigEntries } from '../api/use-app-config';
import { formatAppConfigValue } from '../app-config-display';
import { EditAppConfigDialog } from './edit-app-config-dialog';

const NAMES: Record<AppConfigKind, string> = { VARIABLE: 'App variables', SETTING: 'App settings' };

/** Every variable (or setting): what it is, its value, whether it is the default, who set it. */
export function AppConfigTable({ kind }: { kind: AppConfigKind }) {
  const entries = useAppConfigEntries(kind);
  return (
    <Card>
      <CardContent>
        {entries.isLoading ? (
          <div role="status" aria-label={`Loading ${NAMES[kind].toLowerCase()}`} className="space-y-3">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : entries.isError ? (
          <p role="alert" className="text-sm text-red-600">
            Error
          </p>
        ) : (
          <Table aria-label={NAMES[kind]}>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Value</TableHead>
                <TableHead>Last changed</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(entries.data ?? []).map((entry) => (
                <TableRow key={entry.key} data-key={entry.key} className="align-top">
                  <TableCell className="py-3 align-top">
                    <div className="font-medium text-slate-900">{entry.label}</div>
                    <div className="mt-0.5 max-w-md text-xs text-slate-600">{entry.description}</div>
                    <code className="mt-1 block font-mono text-[11px] text-slate-600">{entry.key}</code>
                  </TableCell>
                  <TableCell className="py-3 align-top whitespace-nowrap">
                    <span className="font-medium text-slate-900" data-testid="app-config-value">
                      {formatAppConfigValue(entry.key, entry.value)}
                    </span>
                    {entry.isDefault ? (
                      <Badge variant="muted" className="ml-2">
                        Default
                      </Badge>
                    ) : null}
                  </TableCell>
                  <TableCell className="py-3 align-top text-xs text-slate-600">
                    {entry.updated_at ? (
                      <>
                        <div>{entry.updated_by?.name ?? 'Deleted user'}</div>
                        <div>{formatDateTime(entry.updated_at)}</div>
                      </>
                    ) : (
                      <span className="text-slate-600">Never</span>
                    )}
                  </TableCell>
                  <TableCell className="py-3 text-right align-top">
                    <EditAppConfigDialog kind={kind} entry={entry} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
