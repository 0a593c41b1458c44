// 'Add New Shop' reads the shop's id in its management system from the address of the shop's
// settings page there (spec 001 §5: the URL is required for Tekmetric and Shop-Ware, the shop id
// at the end). Shop-Ware also names its tenant by the subdomain.

import type { SmsName } from './shop-systems';

export const SHOP_SETTINGS_URL_EXAMPLES: Partial<Record<SmsName, string>> = {
  TEKMETRIC: 'https://shop.tekmetric.com/admin/shop/1234',
  SHOP_WARE: 'https://yourshop.shop-ware.com/settings/shops/1234',
};

export type ShopSettingsLink =
  | { system: 'TEKMETRIC'; tekmetricId: number }
  | { system: 'SHOP_WARE'; shopwareCname: string; shopwareId: string }
  | { system: 'NONE' };

/** The link to the shop in its system, or the reason the URL cannot give it. */
export function parseShopSettingsUrl(
  smsName: SmsName,
  url: string | undefined,
): ShopSettingsLink | { error: string } {
  const example = SHOP_SETTINGS_URL_EXAMPLES[smsName];
  if (!example) return { system: 'NONE' };
  const systemName = smsName === 'TEKMETRIC' ? 'Tekmetric' : 'Shop-Ware';
  const text = url?.trim() ?? '';
  if (!text) return { error: `Enter the address of the shop's settings page in ${systemName}` };
  let parsed: URL;
  try {
    parsed = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { error: `Enter a web address, like ${example}` };
  }
  const host = parsed.hostname.toLowerCase();
  const domain = smsName === 'TEKMETRIC' ? 'tekmetric.com' : 'shop-ware.com';
  if (host !== domain && !host.endsWith(`.${domain}`))
    return { error: `This is not a ${systemName} address. It looks like ${example}` };
  const lastSegment = parsed.pathname.split('/').filter(Boolean).at(-1) ?? '';
  // Nine digits at most: the id is kept in a 32-bit integer column.
  if (!/^\d{1,9}$/.test(lastSegment))
    return { error: `The address must end with the shop id, like ${example}` };
  if (smsName === 'TEKMETRIC') return { system: 'TEKMETRIC', tekmetricId: Number(lastSegment) };
  const cname = host.slice(0, -`.${domain}`.length);
  if (!cname || cname === 'www' || cname.includes('.'))
    return { error: `The address must start with your shop's Shop-Ware name, like ${example}` };
  return { system: 'SHOP_WARE', shopwareCname: cname, shopwareId: lastSegment };
}
