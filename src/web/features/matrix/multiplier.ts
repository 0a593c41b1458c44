// Multipliers are stored to four decimals (numeric(8,4)); two are always shown so a column of
// them lines up, more only when the shop typed more.
const MULTIPLIER = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** '×1.65', '×2.00', '×1.125'. */
export function formatMultiplier(value: number): string {
  return `×${MULTIPLIER.format(value)}`;
}
