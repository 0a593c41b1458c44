import type { ShopRole } from '../../../shared/shop-roles';
import type { shops } from '../../db/schema';

export type Shop = typeof shops.$inferSelect;
export type Membership = { id: string; created_at: Date; role: ShopRole; shop: Shop };
