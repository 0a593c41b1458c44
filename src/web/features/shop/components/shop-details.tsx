import type { ReactNode } from 'react';
import { formatMoney } from '../../../../shared/format';
import { shopSystemLabel } from '../../../../shared/shop-systems';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { type MyShop, useMyShop } from '../api/use-shop-settings';
import { EditDeferredRemindersDialog, reminderSummary } from './deferred-reminders';
import { EditShopDialog } from './edit-shop-dialog';
import { EditShopFeesDialog } from './edit-shop-fees-dialog';
import { NetworkPendingNotice } from './network-pending-notice';
import { ShopFeesSummary } from './shop-fees-summary';
import { CUSTOMER_PAGE_SWITCHES, QUOTE_CREATION_SWITCHES, ShopSwitches } from './shop-switches';
import { TekmetricCheck } from './tekmetric-check';

/** Website links get https:// when they lack http (spec 001 §2). */
function websiteHref(website: string) {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

function matrixLabel(name: string | null, id: number | null) {
  if (id === null) return 'None';
  return name ? `${name} (#${id})` : `#${id}`;
}

type ShopDetailsProps = {
  shopId: string;
  /** An owner (or a platform administrator): the edit, the switches and 'Check Now' are theirs. */
  canEdit: boolean;
};

/**
 * My Shop: the details customers see, how new quotes are built, and the Tekmetric refresh. A
 * member sees the same values read-only.
 */
export function ShopDetails({ shopId, canEdit }: ShopDetailsProps) {
  const shop = useMyShop(shopId);
  if (shop.isLoading) {
    return (
      <Card aria-busy="true" aria-label="Loading shop">
        <CardContent className="space-y-3">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-2/5" />
        </CardContent>
      </Card>
    );
  }
  if (shop.isError) return <p className="text-sm text-red-600">Error</p>;
  if (!shop.data)
    return <p className="text-sm text-red-600">Shop not found or you don't have access to this shop.</p>;
  const s = shop.data;
  return (
    <div className="space-y-6">
      {s.network_status === 'PENDING' ? <NetworkPendingNotice /> : null}
      <SettingsCard title="Shop profile" action={canEdit ? <EditShopDialog shop={s} /> : null}>
        {s.standard_labor_rate === 0 ? (
          <Alert variant="warning" className="mb-4">
            Set your labor rate: new quotes charge labor at $0.00 an hour until you do.
          </Alert>
        ) : null}
        <ShopFacts shop={s} />
      </SettingsCard>
      <SettingsCard title="New quotes">
        <ShopSwitches shop={s} canEdit={canEdit} switches={QUOTE_CREATION_SWITCHES} />
      </SettingsCard>
      <SettingsCard title="Customer’s page">
        <ShopSwitches shop={s} canEdit={canEdit} switches={CUSTOMER_PAGE_SWITCHES} />
      </SettingsCard>
      <SettingsCard title="Fees and taxes" action={canEdit ? <EditShopFeesDialog shop={s} /> : null}>
        <p className="mb-4 text-sm text-slate-500">
          Every quote's total due adds these fees and taxes, with its discounts.
        </p>
        <ShopFeesSummary shop={s} />
      </SettingsCard>
      <SettingsCard
        title="Reminders of declined work"
        action={canEdit ? <EditDeferredRemindersDialog shop={s} /> : null}
      >
        <p className="text-sm text-slate-600">{reminderSummary(s)}</p>
      </SettingsCard>
      {s.sms_name === 'TEKMETRIC' ? (
        <SettingsCard title="Tekmetric">
          <dl className="mb-4 grid grid-cols-[11rem_1fr] gap-y-2 text-sm">
            <DetailRow label="Tekmetric shop id">{s.tekmetric_id ?? 'Not set'}</DetailRow>
            <DetailRow label="Auto-apply labor matrix">
              {matrixLabel(s.name_labor_matrix, s.tekmetric_auto_apply_labor_matrix_id)}
            </DetailRow>
            <DetailRow label="Auto-apply parts matrix">
              {matrixLabel(s.name_part_matrix, s.tekmetric_auto_apply_parts_matrix_id)}
            </DetailRow>
          </dl>
          <TekmetricCheck shop={s} canEdit={canEdit} />
        </SettingsCard>
      ) : null}
    </div>
  );
}

function ShopFacts({ shop: s }: { shop: MyShop }) {
  const cityLine = [s.city, [s.state, s.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const address = [s.address1, s.address2, cityLine].filter(Boolean).join('\n');
  return (
    <dl className="grid grid-cols-[11rem_1fr] gap-y-3 text-sm">
      <DetailRow label="Name">{s.name}</DetailRow>
      <DetailRow label="Shop system">{shopSystemLabel(s.sms_name)}</DetailRow>
      <DetailRow label="Standard labor rate">{`${formatMoney(s.standard_labor_rate)} / hour`}</DetailRow>
      <DetailRow label="Phone">{s.phone || 'Not set'}</DetailRow>
      <DetailRow label="Website">
        {s.website ? (
          <a
            href={websiteHref(s.website)}
            target="_blank"
            rel="noreferrer"
            className="text-brand-700 hover:underline"
          >
            {s.website}
          </a>
        ) : (
          'Not set'
        )}
      </DetailRow>
      <DetailRow label="Address">
        <span className="whitespace-pre-line">{address || 'Not set'}</span>
      </DetailRow>
    </dl>
  );
}

function SettingsCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent>
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          {action}
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </>
  );
}
