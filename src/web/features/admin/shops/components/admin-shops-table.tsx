import { formatDateTime } from '../../../../../shared/format';
import { shopSystemLabel } from '../../../../../shared/shop-systems';
import { PendingApprovalBadge } from '../../../../components/common/pending-approval-badge';
import { Badge } from '../../../../components/ui/badge';
import { type AdminListColumn, AdminListTable } from '../../components/admin-list-table';
import { type AdminShop, useAdminShops } from '../api/use-admin-shops';
import { AdminShopRow } from './admin-shop-row';
import { ApproveShopDialog } from './approve-shop-dialog';

function systemWithNickname(shop: AdminShop) {
  const system = shopSystemLabel(shop.sms_name);
  return shop.nickname ? `${system} (${shop.nickname})` : system;
}

/**
 * The name, and for a shop outside the repair network its badge with Approve beside it and, when
 * the same system shop is already in the network, that shop's name: the administrator's question
 * before Approve. Approve sits here rather than with the row's actions, which fill their column.
 */
function nameWithNetwork(shop: AdminShop) {
  if (shop.network_status !== 'PENDING') return shop.name;
  return (
    <div className="space-y-1.5">
      <p>{shop.name}</p>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 font-normal">
        <PendingApprovalBadge />
        <ApproveShopDialog shop={shop} />
      </div>
      {shop.network_twin ? (
        <p className="text-xs font-normal text-amber-800">
          Same {shopSystemLabel(shop.sms_name)} shop as {shop.network_twin.name}
        </p>
      ) : null}
    </div>
  );
}

// The row draws the actions itself: Check Now's answer shows on a line under it.
const COLUMNS: AdminListColumn<AdminShop>[] = [
  { header: 'Name', className: 'min-w-40 font-medium', cell: nameWithNetwork },
  { header: 'SMS Name', className: 'whitespace-nowrap', cell: systemWithNickname },
  {
    header: 'Login Access',
    // Green when enabled, red for any other value (spec); a shop that never had a login (the
    // network's other shops) says so quietly instead of raising 43 red flags.
    cell: (shop) =>
      shop.login_access === 'enabled' ? (
        <Badge variant="success">Enabled</Badge>
      ) : shop.login_access ? (
        <Badge variant="danger">{shop.login_access}</Badge>
      ) : (
        <span className="text-slate-500">Not set</span>
      ),
  },
  {
    header: 'Last API Update',
    className: 'whitespace-nowrap',
    cell: (shop) => (shop.last_update_via_api_at ? formatDateTime(shop.last_update_via_api_at) : '-'),
  },
  { header: 'External ID', cell: (shop) => shop.external_id || '-' },
  { header: 'Actions', headClassName: 'text-right' },
];

/** Admin Shops' table (spec 001 §2): three grey rows while loading, 'Error' without data. */
export function AdminShopsTable({ search }: { search: string }) {
  const shops = useAdminShops(search);
  const count = shops.data?.length ?? 0;
  return (
    <AdminListTable
      label="Shops"
      columns={COLUMNS}
      rows={shops.data}
      isLoading={shops.isLoading}
      isError={shops.isError}
      loadingRows={3}
      emptyText={search ? `No shops match “${search}”.` : 'No shops found'}
      renderRow={(shop, cells) => <AdminShopRow shop={shop}>{cells}</AdminShopRow>}
      header={
        count > 0 ? (
          <p className="mb-2 text-xs text-slate-500">
            {count === 1 ? '1 shop' : `${count.toLocaleString('en-US')} shops`}
          </p>
        ) : null
      }
      className="px-5 py-5"
    />
  );
}
