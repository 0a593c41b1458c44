import { formatMoney } from '../../../../../shared/format';
import type { AdminShop } from '../api/use-admin-shops';

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/**
 * The rates and auto-apply matrices, shown but not edited here: the admin save does not send
 * them (spec 001 §5); the shop sets them on My Shop or they come from Tekmetric.
 */
export function ShopRatesReadOnly({ shop }: { shop: AdminShop }) {
  const rows: Array<[string, string]> = [
    ['Standard labor rate', formatMoney(shop.standard_labor_rate)],
    ['Labor rate', shop.labor_rate === null ? '-' : formatMoney(shop.labor_rate)],
    ['Labor rate name', orDash(shop.labor_rate_name)],
    ['Auto-apply labor matrix id', orDash(shop.tekmetric_auto_apply_labor_matrix_id)],
    ['Auto-apply parts matrix id', orDash(shop.tekmetric_auto_apply_parts_matrix_id)],
  ];
  return (
    <section
      aria-labelledby="admin-shop-rates"
      className="rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <h3 id="admin-shop-rates" className="text-sm font-medium text-slate-800">
        Rates and matrices (read-only)
      </h3>
      <p className="mt-0.5 text-xs text-slate-500">
        These come from My Shop or from Tekmetric (Check Now) and are not changed here.
      </p>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
