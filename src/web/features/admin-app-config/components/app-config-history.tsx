import type { ReactNode } from 'react';
import { APP_CONFIG, type AppConfigKind, isAppConfigKey } from '../../../../shared/app-config';
import { formatDateTime } from '../../../../shared/format';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { type AppConfigChange, useAppConfigChanges } from '../api/use-app-config';
import { formatAppConfigValue } from '../app-config-display';

type AppConfigHistoryProps = {
  kind: AppConfigKind;
  page: number;
  /** The pager under the list (the admin pages' previous / next), given the number of rows. */
  pager: (total: number) => ReactNode;
};

const describeValue = (change: AppConfigChange, value: unknown) =>
  isAppConfigKey(change.key) ? formatAppConfigValue(change.key, value) : String(value);

/** Who changed which value and when, newest first, 20 a page. */
export function AppConfigHistory({ kind, page, pager }: AppConfigHistoryProps) {
  const changes = useAppConfigChanges(kind, page);
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Change history</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {changes.isLoading ? (
          <div role="status" aria-label="Loading change history" className="space-y-2">
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-full" />
          </div>
        ) : changes.isError ? (
          <p role="alert" className="text-sm text-red-600">
            Error
          </p>
        ) : changes.data?.total === 0 ? (
          <p className="text-sm text-slate-500">No changes yet.</p>
        ) : (
          <>
            <Table aria-label="Change history">
              <TableHeader>
                <TableRow>
                  <TableHead>When</TableHead>
                  <TableHead>Who</TableHead>
                  <TableHead>What</TableHead>
                  <TableHead>Change</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {(changes.data?.changes ?? []).map((change) => (
                  <TableRow key={change.id}>
                    <TableCell className="whitespace-nowrap text-slate-600">
                      {formatDateTime(change.changed_at)}
                    </TableCell>
                    <TableCell>{change.changed_by?.name ?? 'Deleted user'}</TableCell>
                    <TableCell>
                      {isAppConfigKey(change.key) ? APP_CONFIG[change.key].label : change.key}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      <span className="text-slate-500">{describeValue(change, change.old_value)}</span>
                      <span aria-hidden> → </span>
                      <span className="sr-only"> to </span>
                      <span className="font-medium text-slate-900">
                        {describeValue(change, change.new_value)}
                      </span>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {pager(changes.data?.total ?? 0)}
          </>
        )}
      </CardContent>
    </Card>
  );
}
