// Admin procedures of the shop router (spec 001 §7: shop.getAdminShops, saveShopAdmin, deleteShop).
export const shopAdminProcedures = {};
