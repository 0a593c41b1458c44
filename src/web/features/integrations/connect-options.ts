import type { IntegrationTypeName } from '../../../shared/schemas/integration';
import type { SmsName } from '../../../shared/shop-systems';

export const INTEGRATION_LABELS: Record<IntegrationTypeName, string> = {
  TEKMETRIC: 'Tekmetric',
  SHOP_WARE: 'Shop-Ware',
  PARTS_TECH: 'PartsTech',
};

/** What the public_key of each type is, as a shop owner knows it. */
export const PUBLIC_KEY_LABELS: Record<IntegrationTypeName, string> = {
  TEKMETRIC: 'Client ID',
  SHOP_WARE: 'Partner ID',
  PARTS_TECH: 'PartsTech user',
};

export type ConnectOptions = { tekmetric: boolean; shopWare: boolean; partsTech: boolean };

/**
 * The spec's create buttons: a shop-management system only for a shop on that system without
 * one yet; PartsTech whenever the shop has none.
 */
export function connectOptions(
  smsName: SmsName | null,
  existing: ReadonlyArray<{ type_integration: IntegrationTypeName }>,
): ConnectOptions {
  const has = (type: IntegrationTypeName) => existing.some((i) => i.type_integration === type);
  return {
    tekmetric: smsName === 'TEKMETRIC' && !has('TEKMETRIC'),
    shopWare: smsName === 'SHOP_WARE' && !has('SHOP_WARE'),
    partsTech: !has('PARTS_TECH'),
  };
}
