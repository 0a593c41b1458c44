import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useAdminShops } from '../api/use-admin-shops';
import { AdminShopRow } from './admin-shop-row';

const PLACEHOLDER_ROWS = 3;

/** Admin Shops' table (spec 001 §2): three grey rows while loading, 'Error' without data. */
export function AdminShopsTable({ search }: { search: string }) {
  const shops = useAdminShops(search);
  if (shops.isLoading) {
    return (
      <div className="space-y-2" role="status" aria-label="Loading shops">
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (!shops.data) return <p className="text-sm text-red-700">Error</p>;
  if (shops.data.length === 0) {
    return (
      <p className="text-sm text-slate-600">{search ? `No shops match “${search}”.` : 'No shops found'}</p>
    );
  }
  return (
    <>
      <p className="mb-2 text-xs text-slate-500">
        {shops.data.length === 1 ? '1 shop' : `${shops.data.length.toLocaleString('en-US')} shops`}
      </p>
      <Table aria-label="Shops">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>SMS Name</TableHead>
            <TableHead>Login Access</TableHead>
            <TableHead>Last API Update</TableHead>
            <TableHead>External ID</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shops.data.map((shop) => (
            <AdminShopRow key={shop.id} shop={shop} />
          ))}
        </TableBody>
      </Table>
    </>
  );
}
