import type { ReactNode } from 'react';
import { formatCents } from '../../../../shared/format';
import type { HazmatFeeSettings, ShopSuppliesSettings } from '../../../../shared/schemas/estimate';
import type { MyShop } from '../api/use-shop-settings';

const percent = (value: number) => `${value}%`;
const taxed = (isTaxable: boolean) => (isTaxable ? 'taxable' : 'not taxed');
const BASIS = { labor: 'labor', parts: 'parts', labor_and_parts: 'labor and parts' } as const;

function suppliesText(supplies: ShopSuppliesSettings | null) {
  if (!supplies) return 'None';
  const bounds = [
    supplies.minCents === null ? null : `min ${formatCents(supplies.minCents)}`,
    supplies.maxCents === null ? null : `max ${formatCents(supplies.maxCents)}`,
  ].filter(Boolean);
  return [
    `${percent(supplies.percent)} of ${BASIS[supplies.basis]}`,
    ...bounds,
    taxed(supplies.isTaxable),
  ].join(', ');
}

function hazmatText(hazmat: HazmatFeeSettings | null) {
  if (!hazmat) return 'None';
  if (hazmat.mode === 'flat') return `${formatCents(hazmat.cents)} per quote, ${taxed(hazmat.isTaxable)}`;
  const lines = (['oil', 'coolant', 'tire'] as const)
    .filter((kind) => hazmat.perLineCents[kind] > 0)
    .map((kind) => `${formatCents(hazmat.perLineCents[kind])} per ${kind} line`);
  return [...(lines.length ? lines : ['$0.00 per line']), taxed(hazmat.isTaxable)].join(', ');
}

/** The shop's fee and tax settings as the 'Fees and taxes' card lists them. */
export function ShopFeesSummary({ shop }: { shop: MyShop }) {
  const { taxRates, shopSupplies, hazmat } = shop.estimate_fees;
  return (
    <dl className="grid grid-cols-[11rem_1fr] gap-y-3 text-sm">
      <Row label="Tax on parts">{percent(taxRates.parts)}</Row>
      <Row label="Tax on labor">{percent(taxRates.labor)}</Row>
      <Row label="Tax on fees">{percent(taxRates.fees)}</Row>
      <Row label="Shop supplies">{suppliesText(shopSupplies)}</Row>
      <Row label="Hazardous-waste fee">{hazmatText(hazmat)}</Row>
      <Row label="Estimates valid for">
        {shop.estimate_validity_days === 1 ? '1 day' : `${shop.estimate_validity_days} days`}
      </Row>
      <Row label="Terms">
        <span className="whitespace-pre-line">{shop.estimate_terms || 'None'}</span>
      </Row>
    </dl>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </>
  );
}
