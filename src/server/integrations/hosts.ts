import type { IntegrationType } from '../db/schema';
import type { Env } from '../env';
import { PARTSTECH_API_URL } from './partstech/types';
import { SHOPWARE_API_URL } from './shopware/types';
import { TEKMETRIC_API_URL } from './tekmetric/types';

const VENDOR_HOSTS: Record<IntegrationType, string> = {
  TEKMETRIC: TEKMETRIC_API_URL,
  SHOP_WARE: SHOPWARE_API_URL,
  PARTS_TECH: PARTSTECH_API_URL,
};

type HostEnv = Pick<Env, 'TEKMETRIC_API_URL' | 'SHOPWARE_API_URL' | 'PARTSTECH_API_URL'>;

/**
 * The API host an integration talks to: the one stored on the integration (a sandbox), else the
 * server's setting for that system (the loopback emulators in the demo), else the vendor's.
 */
export function integrationApiUrl(env: HostEnv, type: IntegrationType, stored?: string | null): string {
  const configured = {
    TEKMETRIC: env.TEKMETRIC_API_URL,
    SHOP_WARE: env.SHOPWARE_API_URL,
    PARTS_TECH: env.PARTSTECH_API_URL,
  }[type];
  return (stored?.trim() || configured || VENDOR_HOSTS[type]).replace(/\/+$/, '');
}
