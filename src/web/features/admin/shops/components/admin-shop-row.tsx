import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { TableCell, TableRow } from '../../../../components/ui/table';
import { errorMessage } from '../../../../lib/trpc';
import { type AdminShop, useRefreshShopFromTekmetric } from '../api/use-admin-shops';
import { DeleteShopDialog } from './delete-shop-dialog';
import { EditShopAdminDialog } from './edit-shop-admin-dialog';

const COLUMNS = 6;

function changedSentence(name: string, changed: string[]) {
  if (changed.length === 0) return `${name} is up to date: nothing changed in Tekmetric.`;
  const list = changed.length === 1 ? changed[0] : `${changed.slice(0, -1).join(', ')} and ${changed.at(-1)}`;
  return `${name} updated from Tekmetric: ${list}.`;
}

/** One shop: its cells, Edit, Delete and, for a Tekmetric shop, 'Check Now' with its answer under the row. */
export function AdminShopRow({ shop, children }: { shop: AdminShop; children: ReactNode }) {
  const refresh = useRefreshShopFromTekmetric();
  return (
    <>
      <TableRow className="[&>td]:align-middle">
        {children}
        <TableCell>
          <div className="flex items-center justify-end gap-1">
            {shop.sms_name === 'TEKMETRIC' ? (
              <Button
                variant="quiet"
                size="sm"
                disabled={refresh.isPending}
                onClick={() => refresh.mutate({ shopId: shop.id })}
              >
                <RefreshCw aria-hidden className={refresh.isPending ? 'animate-spin' : undefined} />
                Check Now<span className="sr-only"> for {shop.name} (reads it again from Tekmetric)</span>
              </Button>
            ) : null}
            <EditShopAdminDialog shop={shop} />
            <DeleteShopDialog shop={shop} />
          </div>
        </TableCell>
      </TableRow>
      {refresh.isSuccess || refresh.isError ? (
        <TableRow>
          <TableCell colSpan={COLUMNS} aria-live="polite" className="pt-0">
            {refresh.isSuccess ? (
              <p className="text-sm text-green-800">{changedSentence(shop.name, refresh.data.changed)}</p>
            ) : (
              <p role="alert" className="text-sm text-red-700">
                {errorMessage(refresh.error)}
              </p>
            )}
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
