import { formatCount } from '../../../shared/format';

type VehicleNames = { make: string | null; model: string | null; model_year: number | null };

/** '2013 Ford F-150': year, make and model, as shops say them. */
export function vehicleName(vehicle: VehicleNames): string {
  return [vehicle.model_year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
}

/** 'Orange County, FL': where the shop that did the job is. */
export function shopPlace(shop: { state: string | null; county: string | null }): string {
  const county = shop.county ? `${shop.county} County` : null;
  return [county, shop.state].filter(Boolean).join(', ');
}

/** '1 interaction', '12 interactions'. */
export function interactionsLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'interaction' : 'interactions'}`;
}
