import type { ComponentType } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/trpc';
import { useSuppliers } from '../api/use-integrations';

type SuppliersListProps = {
  shopId: string;
  /** How a supplier's name is shown: the route passes the known-supplier marks. */
  SupplierName: ComponentType<{ name: string }>;
};

const titleCase = (status: string) => status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');

/** The spec's supplier status colours: ACTIVE green, INACTIVE red, anything else gray. */
function SupplierStatus({ status }: { status: string }) {
  const variant = status === 'ACTIVE' ? 'success' : status === 'INACTIVE' ? 'danger' : 'muted';
  return <Badge variant={variant}>{titleCase(status)}</Badge>;
}

/** The supplier stores the shop buys from, in its order of preference. */
export function SuppliersList({ shopId, SupplierName }: SuppliersListProps) {
  const suppliers = useSuppliers(shopId);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle>Suppliers</CardTitle>
        <p className="text-xs text-slate-500">Parts are sourced from these stores, by priority.</p>
      </CardHeader>
      <div className="px-5 pb-5">
        {suppliers.isLoading ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-3/4" />
          </div>
        ) : suppliers.isError ? (
          <p className="text-sm text-red-600">Error loading suppliers: {errorMessage(suppliers.error)}</p>
        ) : suppliers.data?.length ? (
          <Table aria-label="Suppliers">
            <TableHeader>
              <TableRow>
                <TableHead>Supplier</TableHead>
                <TableHead>Store</TableHead>
                <TableHead className="text-right">Priority</TableHead>
                <TableHead className="text-right">Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {suppliers.data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className="py-2">
                    <SupplierName name={row.supplier.name} />
                  </TableCell>
                  <TableCell className="py-2 text-slate-600">{row.store.name}</TableCell>
                  <TableCell className="py-2 text-right tabular-nums">{row.priority}</TableCell>
                  <TableCell className="py-2 text-right">
                    <SupplierStatus status={row.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <p className="text-sm text-slate-500">No suppliers available</p>
        )}
      </div>
    </Card>
  );
}
