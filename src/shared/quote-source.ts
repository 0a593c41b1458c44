/**
 * Where a quote line came from, kept with the line so the UI can explain it
 * ('Labor guide BRK-0002 · 37 similar jobs · median 2.1 h').
 */
export type LineSource = {
  kind: 'guide' | 'network' | 'catalog' | 'knowledge' | 'model' | 'user';
  /** The labor-guide job and operation the line comes from. */
  guideJob?: { smartJobId: string; name: string };
  operation?: string;
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
};

/** One short human sentence for a line's provenance. */
export function describeSource(source: LineSource | null | undefined): string | null {
  if (!source) return null;
  const parts: string[] = [];
  if (source.guideJob) parts.push(`Labor guide ${source.guideJob.smartJobId}`);
  if (source.similarJobs)
    parts.push(`${source.similarJobs} similar job${source.similarJobs === 1 ? '' : 's'}`);
  if (source.medianHours !== undefined) parts.push(`median ${source.medianHours} h`);
  if (source.medianRetail !== undefined) parts.push(`median $${source.medianRetail.toFixed(2)}`);
  if (source.brand) parts.push(source.partNumber ? `${source.brand} ${source.partNumber}` : source.brand);
  if (source.kind === 'user') parts.push('Added by the advisor');
  if (source.kind === 'model') parts.push('From the AI model');
  if (source.reason) parts.push(source.reason);
  if (source.note) parts.push(source.note);
  return parts.length ? parts.join(' · ') : null;
}
