import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';
import { type MyShop, shopToSaveInput, useSaveShop } from '../api/use-shop-settings';

type ShopSwitch = {
  key: 'sourcePartsOnQuoteCreation' | 'checkLaborGuideOnQuoteCreation' | 'showSuppliersToCustomers';
  field:
    | 'source_parts_on_quote_creation'
    | 'check_labor_guide_on_quote_creation'
    | 'show_suppliers_to_customers';
  label: string;
  hint: string;
};

export const QUOTE_CREATION_SWITCHES: readonly ShopSwitch[] = [
  {
    key: 'sourcePartsOnQuoteCreation',
    field: 'source_parts_on_quote_creation',
    label: 'Source parts on quote creation',
    hint: "Every new quote's parts are priced from your suppliers' catalogues, with your parts matrix.",
  },
  {
    key: 'checkLaborGuideOnQuoteCreation',
    field: 'check_labor_guide_on_quote_creation',
    label: 'Check labor guide on quote creation',
    hint: "Every new quote's labor lines are matched to the labor guide and charged at its time.",
  },
];

export const CUSTOMER_PAGE_SWITCHES: readonly ShopSwitch[] = [
  {
    key: 'showSuppliersToCustomers',
    field: 'show_suppliers_to_customers',
    label: 'Show suppliers to customers',
    hint: 'The customer’s page names the supplier of each sourced part. Off: it shows the part alone.',
  },
];

/**
 * Switches of My Shop; each change is saved at once and honoured from then on. A member sees
 * them set as they are, and cannot change them.
 */
export function ShopSwitches({
  shop,
  canEdit,
  switches,
}: {
  shop: MyShop;
  canEdit: boolean;
  switches: readonly ShopSwitch[];
}) {
  const save = useSaveShop();
  const id = useId();
  return (
    <div className="space-y-4">
      {switches.map((item) => (
        <div key={item.key} className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <label htmlFor={`${id}-${item.key}`} className="text-sm font-medium text-slate-900">
              {item.label}
            </label>
            <p id={`${id}-${item.key}-hint`} className="text-sm text-slate-500">
              {item.hint}
            </p>
          </div>
          <Switch
            id={`${id}-${item.key}`}
            aria-describedby={`${id}-${item.key}-hint`}
            checked={save.isPending ? (save.variables[item.key] ?? shop[item.field]) : shop[item.field]}
            disabled={!canEdit || save.isPending}
            onCheckedChange={(checked) =>
              save.mutate(
                { ...shopToSaveInput(shop), [item.key]: checked },
                { onSuccess: () => toast.success(`${item.label}: ${checked ? 'on' : 'off'}`) },
              )
            }
          />
        </div>
      ))}
      {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
    </div>
  );
}
