// Money is rounded here, once: to whole cents, half away from zero for positive amounts.

export const toCents = (value: number): number => Math.round(value * 100);

/** An amount in dollars rounded to the cent. */
export const roundMoney = (value: number): number => toCents(value) / 100;
