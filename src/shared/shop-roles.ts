/**
 * A shop's people are its owners and its members. Owners run the shop in the app (its details,
 * rates, matrices, integrations and people); members quote, share and push jobs. A shop always
 * keeps an owner.
 */
export const SHOP_ROLES = ['OWNER', 'MEMBER'] as const;
export type ShopRole = (typeof SHOP_ROLES)[number];

export const SHOP_ROLE_LABELS: Record<ShopRole, string> = { OWNER: 'Owner', MEMBER: 'Member' };

/** The words of every refusal of an owner-only change, on the server and beside hidden controls. */
export const OWNER_ONLY_MESSAGE = "Only the shop's owners can change this. Ask an owner of the shop.";

/** Whether the user may run the shop: one of its owners, or a platform administrator. */
export const canRunShop = (user: { role?: string | null }, shopRole: ShopRole | null | undefined) =>
  shopRole === 'OWNER' || user.role === 'ADMIN';

export const lastOwnerMessage = (shopName: string) =>
  `${shopName} needs at least one owner. Make another member an owner first.`;
