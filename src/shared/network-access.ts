/**
 * The shop network's repair history is shared among its member shops: an account that belongs to
 * no shop (anyone can sign up) reads none of it. The server refuses with these words and the web
 * shows the same ones.
 */
export const NETWORK_MEMBERS_ONLY_MESSAGE =
  'The repair network is open to members of a shop. Ask your shop to invite you, or add your shop.';

/**
 * A shop added by its own user joins the network once an administrator approves it, or by itself
 * when its Tekmetric or Shop-Ware connection checks out: anyone can sign up and name a shop.
 */
export const NETWORK_STATUSES = ['APPROVED', 'PENDING'] as const;
export type NetworkStatus = (typeof NETWORK_STATUSES)[number];

/** How a shop was let into the network: an administrator, or its shop system's connection. */
export const NETWORK_APPROVALS = ['ADMIN', 'TEKMETRIC', 'SHOP_WARE'] as const;
export type NetworkApproval = (typeof NETWORK_APPROVALS)[number];

export const PENDING_APPROVAL_LABEL = 'Pending approval';

export const PENDING_NETWORK_MESSAGE =
  'Your shop joins the repair network once an administrator approves it, or as soon as its Tekmetric or Shop-Ware connection checks out (Settings → Integrations). Quoting works meanwhile.';

/** Shops one account may add in a day: more is someone harvesting, not a shop group. */
export const SHOPS_PER_ACCOUNT_PER_DAY = 3;
export const SHOPS_PER_DAY_MESSAGE = `You can add up to ${SHOPS_PER_ACCOUNT_PER_DAY} shops a day. Try again tomorrow, or ask an administrator to add more.`;
