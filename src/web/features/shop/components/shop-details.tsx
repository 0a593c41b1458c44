import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTRPC } from '../../../lib/trpc';

const RATE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function websiteHref(website: string) {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** The shop's details, read-only (editing arrives with the settings issue). */
export function ShopDetails({ shopId }: { shopId: string }) {
  const trpc = useTRPC();
  const shop = useQuery(trpc.shop.getMyShop.queryOptions({ shopId }));
  if (shop.isLoading) {
    return (
      <Card>
        <CardContent className="space-y-3">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-2/5" />
        </CardContent>
      </Card>
    );
  }
  if (!shop.data)
    return <p className="text-sm text-red-600">Shop not found or you don't have access to this shop.</p>;
  const s = shop.data;
  const address = [
    s.address1,
    s.address2,
    [s.city, [s.state, s.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join('\n');
  return (
    <Card>
      <CardContent>
        <dl className="grid grid-cols-[10rem_1fr] gap-y-3 text-sm">
          <DetailRow label="Name">{s.name}</DetailRow>
          <DetailRow label="Shop system">{s.sms_name}</DetailRow>
          <DetailRow label="Standard labor rate">{`${RATE.format(s.standard_labor_rate)} / hour`}</DetailRow>
          {s.phone ? <DetailRow label="Phone">{s.phone}</DetailRow> : null}
          {s.website ? (
            <DetailRow label="Website">
              <a
                href={websiteHref(s.website)}
                target="_blank"
                rel="noreferrer"
                className="text-brand-700 hover:underline"
              >
                {s.website}
              </a>
            </DetailRow>
          ) : null}
          {address ? (
            <DetailRow label="Address">
              <span className="whitespace-pre-line">{address}</span>
            </DetailRow>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  );
}
