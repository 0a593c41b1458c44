import { formatMoney } from './format';

/**
 * Where a quote line came from, kept with the line so the UI can explain it
 * ('Labor guide: Disc Brake Pads, Front - R&R · 14 similar jobs, median 1.1 h').
 */
export type LineSource = {
  kind: 'guide' | 'network' | 'catalog' | 'knowledge' | 'model' | 'user';
  /** The labor-guide job and operation the line comes from. */
  guideJob?: { smartJobId: string; name: string };
  /** The guide operation's type ('R&R', 'Inspect'). */
  operation?: string;
  /** The guide operation's name ('Disc Brake Pads, Front - R&R'), for labor lines. */
  operationName?: string;
  /** The shop knowledge entry or app guideline that put the line on the quote or changed it. */
  entry?: { id: string; title: string; level: 'shop' | 'app' };
  /** How many similar network jobs the figures were taken from. */
  similarJobs?: number;
  medianHours?: number;
  medianRetail?: number;
  /** Parts: which price tier was used (economy, standard, premium / OE). */
  tier?: 'economy' | 'standard' | 'premium';
  brand?: string;
  partNumber?: string;
  /** Why a suggested line is offered ('done with 41% of front brake jobs'). */
  reason?: string;
  note?: string;
  /**
   * Parts: where the quantity came from when the vehicle or the request set it ('Quantity from
   * the engine: 6 cylinders (network jobs show 4)').
   */
  quantityNote?: string;
  /** Labor: the shop's labor matrix multiplied the shop rate by this (docs/decisions/012). */
  laborMatrixMultiplier?: number;
};

export type LineKind = 'labor' | 'part';

/**
 * One short line saying where a quote line came from, in the advisor's words: the guide operation
 * for labor, the price's real source for parts (network medians or the catalogue, never the
 * labor guide), why a suggestion is offered and which shop note or guideline put it there.
 */
export function describeSource(source: LineSource | null | undefined, line: LineKind): string | null {
  if (!source) return null;
  const parts = [
    source.kind === 'user'
      ? source.guideJob || source.brand || source.medianRetail !== undefined
        ? 'Changed by the advisor'
        : 'Added by the advisor'
      : null,
    line === 'labor' ? laborOrigin(source) : partPrice(source),
    source.reason ?? null,
    source.entry
      ? `${source.entry.level === 'shop' ? 'Shop note' : 'Guideline'}: "${source.entry.title}"`
      : null,
    source.note ?? null,
    line === 'labor' && source.laborMatrixMultiplier
      ? `Rate from the labor matrix (×${source.laborMatrixMultiplier})`
      : null,
    // An advisor's edit may have changed the quantity the note explains.
    source.kind === 'user' ? null : (source.quantityNote ?? null),
  ].filter((p): p is string => !!p);
  return parts.length ? parts.join(' · ') : null;
}

function laborOrigin(source: LineSource): string | null {
  const operation = source.operationName ?? source.guideJob?.name;
  const origin = operation
    ? `${source.kind === 'model' ? 'AI model, from labor guide' : 'Labor guide'}: ${operation}`
    : source.kind === 'model'
      ? 'Written by the AI model'
      : null;
  const count = source.similarJobs;
  const evidence = count
    ? `${count} similar job${count === 1 ? '' : 's'}${source.medianHours !== undefined ? `, median ${source.medianHours} h` : ''}`
    : null;
  return [origin, evidence].filter(Boolean).join(' · ') || null;
}

function partPrice(source: LineSource): string | null {
  const network =
    source.medianRetail !== undefined && source.similarJobs
      ? source.similarJobs === 1
        ? `1 similar network job (${formatMoney(source.medianRetail)})`
        : `median of ${source.similarJobs} similar network jobs (${formatMoney(source.medianRetail)})`
      : null;
  // A catalogue part is priced at its cost through the shop's parts matrix, as sourcing prices it
  // (decision 030); what other shops charged is shown beside it.
  if (source.kind === 'catalog' && source.brand) {
    const part = source.partNumber ? `${source.brand} ${source.partNumber}` : source.brand;
    const price = `Price: catalogue, ${part}${source.tier ? ` (${source.tier})` : ''}, with your parts matrix`;
    return network ? `${price} · network: ${network}` : price;
  }
  if (network) return `Price: ${network}`;
  if (source.brand) {
    const part = source.partNumber ? `${source.brand} ${source.partNumber}` : source.brand;
    return `Price: catalogue, ${part}${source.tier ? ` (${source.tier})` : ''}`;
  }
  if (source.kind === 'model') return 'Price: from the AI model';
  if (source.kind === 'guide' || source.kind === 'knowledge')
    return 'Price: typical list price (no network or catalogue price for this vehicle)';
  return null;
}
