import { eq } from 'drizzle-orm';
import type { ProtectedContext } from '../../context-types';
import { shops } from '../../db/schema';
import type { TekmetricShop } from '../../integrations/tekmetric';
import { AppError } from '../../lib/app-error';
import { tekmetricForShop } from '../integration/service/stored-clients';
import { shopOfOwner } from './service';
import type { Shop } from './types';

/** The spec's message of a failed 'Check Now' (spec 001 §8). */
export const TEKMETRIC_REFRESH_FAILED = 'Error: Could not connect to Tekmetric. Please try again later.';

export type TekmetricRefresh = { shop: Shop; changed: string[] };

/** Tekmetric sends 10 digits ('6505550142'); the customer's page prints '(650) 555-0142'. */
function readablePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10
    ? `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`
    : phone.trim();
}

const present = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined && value !== '';

/**
 * What Tekmetric says of the shop, as our columns; what it does not send stays as it is. Its shop
 * answer (`GET /api/v1/shops/{id}`) carries no tax rates and no fees, documented or seen, so
 * unlike Shop-Ware's check this one fills nothing of the shop's fees and taxes (issue 25).
 */
function fromTekmetric(remote: TekmetricShop): Partial<Shop> {
  const address = remote.address;
  const fields: Partial<Shop> = { name: remote.name.trim() };
  if (present(remote.nickname)) fields.nickname = remote.nickname;
  if (present(remote.phone)) fields.phone = readablePhone(remote.phone);
  if (present(remote.website)) fields.website = remote.website;
  if (address) {
    fields.address1 = address.address1 ?? null;
    fields.address2 = address.address2 ?? null;
    fields.city = address.city ?? null;
    fields.state = address.state ?? null;
    fields.zip = address.zip ?? null;
  }
  // Tekmetric's money is in cents; its default rate is the shop's quoting rate.
  if (typeof remote.laborRate === 'number' && remote.laborRate >= 0) {
    fields.labor_rate = remote.laborRate / 100;
    fields.standard_labor_rate = remote.laborRate / 100;
  }
  if (present(remote.laborRateName)) fields.labor_rate_name = remote.laborRateName;
  if (remote.autoApplyLaborMatrixId !== undefined)
    fields.tekmetric_auto_apply_labor_matrix_id = remote.autoApplyLaborMatrixId;
  if (remote.autoApplyPartsMatrixId !== undefined)
    fields.tekmetric_auto_apply_parts_matrix_id = remote.autoApplyPartsMatrixId;
  if (present(remote.laborMatrixName)) fields.name_labor_matrix = remote.laborMatrixName;
  if (present(remote.partsMatrixName)) fields.name_part_matrix = remote.partsMatrixName;
  return fields;
}

const FIELD_LABELS: Partial<Record<keyof Shop, string>> = {
  name: 'name',
  nickname: 'nickname',
  phone: 'phone',
  website: 'website',
  address1: 'address',
  address2: 'address',
  city: 'address',
  state: 'address',
  zip: 'address',
  standard_labor_rate: 'labor rate',
  tekmetric_auto_apply_labor_matrix_id: 'labor matrix',
  tekmetric_auto_apply_parts_matrix_id: 'parts matrix',
};

const NO_ACCESS = "Shop not found or you don't have access to this shop.";

/** An owner refreshes their own shop; an admin (Admin Shops) any shop. Others learn nothing. */
async function shopToRefresh(ctx: ProtectedContext, shopId: string): Promise<Shop> {
  if (ctx.user.role !== 'ADMIN') return shopOfOwner(ctx, shopId);
  const [shop] = await ctx.db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  if (!shop) throw new AppError('FORBIDDEN', NO_ACCESS);
  return shop;
}

/**
 * 'Check Now' on My Shop and Admin Shops (shop.updateShopTekmetric): reads the shop from
 * Tekmetric through the shop's own integration and keeps its name, address, phone, labor rate
 * and auto-apply matrices.
 */
export async function refreshShopFromTekmetric(
  ctx: ProtectedContext,
  input: { shopId: string },
): Promise<TekmetricRefresh> {
  const shop = await shopToRefresh(ctx, input.shopId);
  if (shop.sms_name !== 'TEKMETRIC')
    throw new AppError('BAD_REQUEST', `${shop.name} does not use Tekmetric, so there is nothing to check.`);
  if (!shop.tekmetric_id)
    throw new AppError('BAD_REQUEST', `${shop.name} has no Tekmetric shop id, so it cannot be checked.`);
  const { client } = await tekmetricForShop(ctx.deps, shop);
  let remote: TekmetricShop;
  try {
    remote = await client.getShop(shop.tekmetric_id);
  } catch (error) {
    ctx.deps.logger.warn(
      { shopId: shop.id, reason: error instanceof Error ? error.message : String(error) },
      'tekmetric shop refresh failed',
    );
    throw new AppError('UPSTREAM_ERROR', TEKMETRIC_REFRESH_FAILED, { cause: error });
  }
  const fields = fromTekmetric(remote);
  const changed = [
    ...new Set(
      (Object.keys(fields) as Array<keyof Shop>)
        .filter((key) => FIELD_LABELS[key] && fields[key] !== shop[key])
        .map((key) => FIELD_LABELS[key]!),
    ),
  ];
  const [saved] = await ctx.db
    .update(shops)
    .set({ ...fields, last_update_via_api_at: new Date() })
    .where(eq(shops.id, shop.id))
    .returning();
  return { shop: saved!, changed };
}
