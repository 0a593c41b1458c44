import { CheckboxPicker, type PickerItem } from '../../../../components/common/checkbox-picker';
import { type AdminShop, useAdminShops } from '../api/use-admin-shops';

/** A shop's city and state tell apart two shops with the same name. */
function toShopItem(shop: AdminShop): PickerItem {
  const hint = [shop.city, shop.state].filter(Boolean).join(', ');
  return { id: shop.id, label: shop.name, hint: hint || undefined };
}

type AdminShopsPickerProps = { selected: string[]; onChange: (shopIds: string[]) => void };

/** Every shop as a checkbox: the shops attached to a user or to an organization. */
export function AdminShopsPicker({ selected, onChange }: AdminShopsPickerProps) {
  const shops = useAdminShops('');
  return (
    <CheckboxPicker
      legend="Shops"
      items={shops.data?.map(toShopItem)}
      isLoading={shops.isLoading}
      isError={shops.isError}
      selected={selected}
      onChange={onChange}
      emptyText="No shops found"
    />
  );
}
