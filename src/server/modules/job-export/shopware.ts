import type { CategoryCents } from '../../../shared/estimate-money';
import { formatCents } from '../../../shared/format';
import type { CreateBuilderJobInShopWareInput } from '../../../shared/schemas/job-builder';
import { SOURCING_IN_PROGRESS, shopWareOrderFromUrl } from '../../../shared/schemas/job-export';
import type { ProtectedContext, ShopContext } from '../../context-types';
import type { ShopWareRepairOrder, ShopWareRepairOrderDiscounts } from '../../integrations/shopware';
import { AppError } from '../../lib/app-error';
import { shopWareForShop } from '../integration/service/stored-clients';
import { quoteWithShopForUser } from '../quote/service/access';
import type { Shop } from '../shop/types';
import { exportBuilderJob } from './builder';
import { builderExportLines, type ExportLabor, type ExportPart } from './lines';
import { shopWareRepairOrderLink } from './links';
import { type ExportMoney, exportMoney, moneyResult, taxLine, totalDueLine } from './money';
import { createdExport } from './present';
import { exportQuoteJob } from './quote';
import { type WorkToWrite, workResult, workToWrite } from './work';

type ShopWareJob = {
  title: string;
  labor: ExportLabor[];
  parts: ExportPart[];
  money?: ExportMoney;
  /** The RO discounts this quote's earlier job set (an update may replace them). */
  discountsSetBefore?: CategoryCents;
};
type Connection = Awaited<ReturnType<typeof shopWareForShop>>;

type DiscountCategory = 'parts' | 'labor';
/** What became of the estimate's discount in one category on the RO. */
type DiscountOutcome = {
  category: DiscountCategory;
  cents: number;
  /**
   * written now; already there (an earlier attempt wrote it); left out (the RO has its own); or
   * stale: an earlier revision's discount the approved work no longer has, which the API cannot remove.
   */
  status: 'written' | 'already' | 'kept' | 'stale';
  /** The RO's own discount, when it was kept. */
  existing?: string;
};

/**
 * The estimate's discounts as the RO's parts and labor discounts (`PUT /repair_orders/{id}`, the
 * only published place for a discount). They are the RO's, so a discount the RO already has is
 * never replaced: the estimate's is then left out and the note says so. Written before the
 * recommendation, so a retry after a failure finds its own amount there and does not write it again.
 */
async function writeDiscounts(
  { client, account }: Connection,
  ro: ShopWareRepairOrder,
  money: ExportMoney,
  ours: CategoryCents,
): Promise<DiscountOutcome[]> {
  const categories = [
    {
      category: 'parts' as const,
      field: 'part_discount_cents' as const,
      current: ro.part_discount_cents ?? 0,
      percent: ro.part_discount_percentage ?? 0,
    },
    {
      category: 'labor' as const,
      field: 'labor_discount_cents' as const,
      current: ro.labort_discount_cents ?? 0,
      percent: ro.labor_discount_percentage ?? 0,
    },
  ];
  const update: ShopWareRepairOrderDiscounts = {};
  const outcomes = categories.flatMap(({ category, field, current, percent }): DiscountOutcome[] => {
    const cents = money.discountCents[category];
    // The RO still holding the amount this quote's earlier job set is ours to replace.
    const isOurs = percent === 0 && current > 0 && current === ours[category];
    if (cents <= 0) return isOurs ? [{ category, cents: current, status: 'stale' }] : [];
    if (percent === 0 && (current === 0 || (isOurs && current !== cents))) {
      update[field] = cents;
      return [{ category, cents, status: 'written' }];
    }
    if (percent === 0 && current === cents) return [{ category, cents, status: 'already' }];
    const existing = percent !== 0 ? `${percent}%` : formatCents(current);
    return [{ category, cents, status: 'kept', existing }];
  });
  if (Object.keys(update).length > 0) await client.updateRepairOrderDiscounts(account, ro.id, update);
  return outcomes;
}

/** The note's last lines: the total due and revision, the discounts, and what could not be written. */
function moneySummary(money: ExportMoney, discounts: DiscountOutcome[]): string[] {
  const lines = [totalDueLine(money)];
  for (const discount of money.discounts) lines.push(`${discount.name}: -${formatCents(discount.cents)}`);
  const onRo = discounts.filter((d) => d.status === 'written' || d.status === 'already');
  if (onRo.length > 0) {
    const amounts = onRo.map((d) => `${d.category} ${formatCents(d.cents)}`).join(', ');
    lines.push(`Discounts set on the RO: ${amounts}.`);
  }
  for (const kept of discounts.filter((d) => d.status === 'kept')) {
    lines.push(
      `Not written: the RO already has a ${kept.category} discount (${kept.existing}), so the estimate's ${kept.category} discount of ${formatCents(kept.cents)} was left out.`,
    );
  }
  for (const stale of discounts.filter((d) => d.status === 'stale')) {
    lines.push(
      `The RO still has the ${stale.category} discount of ${formatCents(stale.cents)} an earlier revision set; the approved work has none. Remove it on the RO.`,
    );
  }
  if (money.fees.length > 0) {
    const fees = money.fees.map((f) => `${f.name} ${formatCents(f.cents)}`).join('; ');
    lines.push(
      `Fees not written (Shop-Ware's API takes no fees, hazmats or supply fee on a recommendation or RO): ${fees}. Add them on the RO.`,
    );
  }
  const tax = taxLine(money, 'Shop-Ware');
  if (tax) lines.push(tax);
  return lines;
}

/**
 * The one Shop-Ware writer. The published API takes no custom lines (decision 007), so the job is
 * a recommendation titled like the job (with our marker) and a note listing every line. A quote's
 * job also sets the estimate's discounts on the RO and ends the note with its money (issue 25).
 */
export async function writeShopWareJob(connection: Connection, repairOrderId: string, job: ShopWareJob) {
  const { client, account, cname, apiUrl } = connection;
  const ro = await client.getRepairOrder(account, Number(repairOrderId));
  const ours = job.discountsSetBefore ?? { labor: 0, parts: 0 };
  const discounts = job.money ? await writeDiscounts(connection, ro, job.money, ours) : [];
  const rates = new Set(job.labor.map((l) => l.rateCents));
  const written = await client.addQuoteLines(account, {
    repairOrderId: ro.id,
    title: job.title,
    laborRateCents: job.labor[0]?.rateCents ?? 0,
    labors: job.labor.map((l) => ({
      name: l.name,
      hours: l.hours,
      ...(rates.size > 1 ? { rateCents: l.rateCents } : {}),
    })),
    parts: job.parts.map((p) => ({
      brand: p.brand,
      number: p.partNumber,
      description: p.name,
      quantity: p.quantity,
      sellPriceCents: p.retailCents,
    })),
    ...(job.money ? { summary: moneySummary(job.money, discounts) } : {}),
  });
  return {
    discounts,
    outcome: {
      external_job_id: String(written.recommendation.id),
      repair_order_number: String(ro.number),
      link: shopWareRepairOrderLink(apiUrl, cname, String(ro.id)),
    },
    written: { recommendationId: written.recommendation.id, noteId: written.note.id },
  };
}

type QuoteInput =
  | { version: 1; quoteId: string; shopWareOrderId: string; noteId: string }
  | { version: 2; quoteId: string; urlSource: string; shopWareOrderId?: string };

/**
 * quote.createJobInShopWareAi / …V2Ai: the quote on a Shop-Ware repair order, once per quote and
 * RO (both versions count as one). V2 writes only sourced parts and lists the others as not created.
 */
export async function createJobInShopWare(ctx: ProtectedContext, input: QuoteInput) {
  const { quote, shop } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  assertUsesShopWare(shop);
  const repairOrderId = repairOrderOf(input, shop.shopware_cname);
  const system = input.version === 2 ? 'SHOP_WARE_V2' : 'SHOP_WARE';
  const existing = await createdExport(ctx.db, quote.id, system, repairOrderId);
  if (existing) return existing;
  if (input.version === 2 && quote.isSourcingPartsInProgress) {
    throw new AppError('CONFLICT', SOURCING_IN_PROGRESS);
  }
  const work = await workToWrite(ctx.db, quote, { onlySourcedParts: input.version === 2 });
  const shopWare = await shopWareForShop(ctx.deps, shop);

  return exportQuoteJob(ctx, { quote, system, repairOrderId, work }, async (marker, revisionNumber) => {
    const money = exportMoney(work.content, revisionNumber, work.jobKeys);
    const title = `${quote.title} (${marker})`;
    const written = await writeShopWareJob(shopWare, repairOrderId, { title, ...work.lines, money });
    const result = {
      ...quoteJobResult(title, work, money, written),
      ...(input.version === 1 ? { extensionNoteId: input.noteId } : {}),
    };
    return { ...written.outcome, result };
  });
}

/** What a quote's Shop-Ware job keeps: what it wrote where, its money, and what was left out. */
export function quoteJobResult(
  title: string,
  work: WorkToWrite,
  money: ExportMoney,
  { written, discounts }: Awaited<ReturnType<typeof writeShopWareJob>>,
) {
  return {
    title,
    ...written,
    labor: work.lines.labor.length,
    parts: work.lines.parts.length,
    partsNotCreated: work.lines.partsNotCreated,
    ...moneyResult(money),
    discountsOnRepairOrder: discounts,
    feesNotWritten: money.fees,
    ...workResult(work),
  };
}

/**
 * job.createJobInShopWare: the Enhanced Job builder's lines on a Shop-Ware repair order, once per
 * idempotency key. Shop-Ware has no matrix to apply through its API, so the toggles are only
 * recorded with the result.
 */
export async function createBuilderJobInShopWare(ctx: ShopContext, input: CreateBuilderJobInShopWareInput) {
  const { shop } = ctx;
  assertUsesShopWare(shop);
  const lines = builderExportLines(input);
  const shopWare = await shopWareForShop(ctx.deps, shop);

  const target = { shopId: shop.id, system: 'SHOP_WARE', repairOrderId: input.shopWareOrderId } as const;
  return exportBuilderJob(ctx, input, target, async (marker) => {
    const { outcome, written } = await writeShopWareJob(shopWare, target.repairOrderId, {
      title: `${input.jobName} (${marker})`,
      ...lines,
    });
    const result = {
      jobName: input.jobName,
      ...written,
      extensionNoteId: input.noteId,
      isLaborMatrixApplied: input.isLaborMatrixApplied,
      isPartMatrixApplied: input.isPartMatrixApplied,
      labor: lines.labor,
      parts: lines.parts,
    };
    return { ...outcome, result };
  });
}

export function assertUsesShopWare(shop: Shop) {
  if (shop.sms_name !== 'SHOP_WARE') {
    throw new AppError('BAD_REQUEST', `${shop.name} does not use Shop-Ware.`);
  }
}

function repairOrderOf(input: QuoteInput, shopCname: string | null): string {
  if (input.version === 1) return input.shopWareOrderId;
  const fromUrl = shopWareOrderFromUrl(input.urlSource);
  const cname = shopCname?.trim().toLowerCase();
  if (fromUrl?.cname && cname && fromUrl.cname !== cname) {
    throw new AppError(
      'BAD_REQUEST',
      `This repair order is in the Shop-Ware shop '${fromUrl.cname}', not in '${cname}'. Select the right shop.`,
    );
  }
  const id = fromUrl?.repairOrderId ?? input.shopWareOrderId;
  if (!id) {
    throw new AppError(
      'BAD_REQUEST',
      'The page address does not name a Shop-Ware repair order. Open the quote from a repair order in Shop-Ware.',
    );
  }
  return id;
}
