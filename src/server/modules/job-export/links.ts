import { SHOPWARE_API_URL } from '../../integrations/shopware';

// Where the advisor sees the repair order in the shop system's own web app. Tekmetric serves its
// app and API from one host; Shop-Ware's app lives on the shop's subdomain. Any other host is a
// sandbox or the loopback emulator, which serves the same paths.

export function tekmetricRepairOrderLink(apiUrl: string, shopId: string, repairOrderId: string): string {
  return `${apiUrl}/admin/shop/${shopId}/repair-orders/${repairOrderId}/estimate`;
}

export function shopWareRepairOrderLink(apiUrl: string, cname: string, repairOrderId: string): string {
  const host = apiUrl === SHOPWARE_API_URL ? `https://${cname}.shop-ware.com` : apiUrl;
  return `${host}/work_orders/${repairOrderId}`;
}
