import { eq } from 'drizzle-orm';
import type { SaveShopInput } from '../../../shared/schemas/shop';
import type { ProtectedContext } from '../../context-types';
import { shops } from '../../db/schema';
import { shopOfOwner } from './service';
import type { Shop } from './types';

// Omitted fields stay as they are (undefined is left out of the update); an emptied one is cleared.
export const orNull = (text: string | undefined) => (text === undefined ? undefined : text || null);

type ContactInput = Partial<
  Record<'phone' | 'website' | 'address1' | 'address2' | 'city' | 'state' | 'zip', string>
>;

/** The shop's phone, website and address as both edit dialogs write them. */
export function contactUpdate(input: ContactInput) {
  return {
    phone: orNull(input.phone),
    website: orNull(input.website),
    address1: orNull(input.address1),
    address2: orNull(input.address2),
    city: orNull(input.city),
    state: orNull(input.state),
    zip: orNull(input.zip),
  };
}

/**
 * My Shop's Edit Shop dialog and switches (shop.saveShop). The labor rate is read by every quote
 * created after it, and the customer's page prints the name, address and phone.
 */
export async function saveShop(ctx: ProtectedContext, input: SaveShopInput): Promise<Shop> {
  await shopOfOwner(ctx, input.id);
  const [saved] = await ctx.db
    .update(shops)
    .set({
      name: input.name,
      standard_labor_rate: input.standardLaborRate,
      source_parts_on_quote_creation: input.sourcePartsOnQuoteCreation,
      check_labor_guide_on_quote_creation: input.checkLaborGuideOnQuoteCreation,
      show_suppliers_to_customers: input.showSuppliersToCustomers,
      ...contactUpdate(input),
    })
    .where(eq(shops.id, input.id))
    .returning();
  return saved!;
}
