// Admin procedures attaching shops (spec 001 §7: shop.adminAttachShopsToUser, adminAttachShopsToOrganization).
export const shopAttachProcedures = {};
