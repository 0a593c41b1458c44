import { formatCount } from '../../../shared/format';

/** 'Orange County, FL': where the shop that did the job is. */
export function shopPlace(shop: { state: string | null; county: string | null }): string {
  const county = shop.county ? `${shop.county} County` : null;
  return [county, shop.state].filter(Boolean).join(', ');
}

/** '1 interaction', '12 interactions'. */
export function interactionsLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'interaction' : 'interactions'}`;
}
