import type { ReactNode } from 'react';
import { formatCount, formatMoney } from '../../../../shared/format';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { PublicLaborItem, PublicPartItem } from '../api/use-public-quote';

// On a phone the hours/quantity and rate/price columns fold under the line's name.
const WIDE = 'hidden text-right tabular-nums sm:table-cell print:table-cell';
const NARROW = 'mt-0.5 text-xs tabular-nums text-slate-500 sm:hidden print:hidden';
const ROW = 'break-inside-avoid border-slate-200';
// Fixed widths keep the labor and parts columns aligned with each other.
const COUNT_COL = `${WIDE} w-16`;
const PRICE_COL = `${WIDE} w-28`;
const AMOUNT_COL = 'w-28 text-right';

function LineSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h2 className="text-xs font-semibold tracking-wider text-slate-500 uppercase">{title}</h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="border-y border-slate-200 py-3 text-sm text-slate-500">{children}</p>;
}

export function LaborTable({ items }: { items: PublicLaborItem[] }) {
  return (
    <LineSection title="Labor">
      {items.length === 0 ? (
        <Empty>No labor on this quote.</Empty>
      ) : (
        <Table aria-label="Labor items">
          <TableHeader className="[&_tr]:border-slate-300">
            <TableRow className="break-inside-avoid">
              <TableHead>Service</TableHead>
              <TableHead className={COUNT_COL}>Hours</TableHead>
              <TableHead className={PRICE_COL}>Rate</TableHead>
              <TableHead className={AMOUNT_COL}>Amount</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id} className={ROW}>
                <TableCell className="py-2.5 align-top">
                  <div className="font-medium text-slate-900">{item.title}</div>
                  {item.description ? (
                    <div className="mt-0.5 text-xs leading-relaxed text-slate-500">{item.description}</div>
                  ) : null}
                  <div className={NARROW}>
                    {formatCount(item.hours)} h × {formatMoney(item.rate)}/h
                  </div>
                </TableCell>
                <TableCell className={`${WIDE} py-2.5 align-top`}>{formatCount(item.hours)}</TableCell>
                <TableCell className={`${WIDE} py-2.5 align-top`}>{formatMoney(item.rate)}</TableCell>
                <TableCell className="py-2.5 text-right align-top font-medium tabular-nums">
                  {formatMoney(item.total)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </LineSection>
  );
}

export function PartsTable({ items }: { items: PublicPartItem[] }) {
  return (
    <LineSection title="Parts">
      {items.length === 0 ? (
        <Empty>No parts on this quote.</Empty>
      ) : (
        <Table aria-label="Part items">
          <TableHeader className="[&_tr]:border-slate-300">
            <TableRow className="break-inside-avoid">
              <TableHead>Part</TableHead>
              <TableHead className={COUNT_COL}>Qty</TableHead>
              <TableHead className={PRICE_COL}>Unit price</TableHead>
              <TableHead className={AMOUNT_COL}>Amount</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id} className={ROW}>
                <TableCell className="py-2.5 align-top">
                  <div className="font-medium text-slate-900">{item.name}</div>
                  {item.sourced?.part_name ? (
                    <div className="mt-0.5 text-xs text-slate-500">
                      {item.sourced.part_name}
                      {item.sourced.supplier_name ? ` · from ${item.sourced.supplier_name}` : null}
                    </div>
                  ) : null}
                  <div className={NARROW}>
                    {formatCount(item.quantity)} × {formatMoney(item.price)}
                  </div>
                </TableCell>
                <TableCell className={`${WIDE} py-2.5 align-top`}>{formatCount(item.quantity)}</TableCell>
                <TableCell className={`${WIDE} py-2.5 align-top`}>{formatMoney(item.price)}</TableCell>
                <TableCell className="py-2.5 text-right align-top font-medium tabular-nums">
                  {formatMoney(item.total)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </LineSection>
  );
}
