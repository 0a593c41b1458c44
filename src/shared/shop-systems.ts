// The names people read for the shop-management systems; the wire values stay the spec's
// (TEKMETRIC, SHOP_WARE, SUN_AUTO, DEMO_SHOP).

import type { SmsName } from './schemas/shop';

export const SHOP_SYSTEM_LABELS: Record<SmsName, string> = {
  TEKMETRIC: 'Tekmetric',
  SHOP_WARE: 'Shop-Ware',
  SUN_AUTO: 'Sun Auto',
  DEMO_SHOP: 'Demo shop',
};

/** 'Tekmetric' for TEKMETRIC; an unknown value is shown as it came rather than hidden. */
export function shopSystemLabel(smsName: string | null | undefined): string {
  if (!smsName) return 'None';
  return SHOP_SYSTEM_LABELS[smsName as SmsName] ?? smsName;
}
