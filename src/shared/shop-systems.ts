// The names people read for the shop-management systems; the wire values stay the spec's
// (TEKMETRIC, SHOP_WARE, SUN_AUTO, DEMO_SHOP).

export const SMS_NAMES = ['TEKMETRIC', 'SHOP_WARE', 'SUN_AUTO', 'DEMO_SHOP'] as const;
export type SmsName = (typeof SMS_NAMES)[number];
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
