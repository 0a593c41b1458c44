import { lazy, Suspense, useState } from 'react';
import { SideSection } from '../components/side-section';
import type { FullQuote } from '../quote-types';
import { ShopSystemJob } from './shop-system-job';
import { useJobExports } from './use-job-exports';
import { repairOrderKey } from './use-update-job';

const UpdateJobDialog = lazy(() =>
  import('./update-job-dialog').then((module) => ({ default: module.UpdateJobDialog })),
);

/** 'Shop system': the repair orders this quote was written to, with links to them. Hidden when none. */
export function ShopSystemJobsSection({ quote }: { quote: FullQuote }) {
  const exports = useJobExports(
    quote.id,
    quote.shop.sms_name === 'TEKMETRIC' || quote.shop.sms_name === 'SHOP_WARE',
  );
  const [updating, setUpdating] = useState<string | null>(null);
  if (!exports.data?.length) return null;
  const updatingJob = exports.data.find((job) => repairOrderKey(job) === updating);
  return (
    <SideSection title="Shop system" count={exports.data.length}>
      <ul className="space-y-3 text-sm">
        {exports.data.map((job) => (
          <ShopSystemJob
            key={repairOrderKey(job)}
            quote={quote}
            job={job}
            onUpdate={() => setUpdating(repairOrderKey(job))}
          />
        ))}
      </ul>
      {updatingJob ? (
        <Suspense fallback={null}>
          <UpdateJobDialog
            quoteId={quote.id}
            job={updatingJob}
            onOpenChange={(open) => (open ? undefined : setUpdating(null))}
          />
        </Suspense>
      ) : null}
    </SideSection>
  );
}
