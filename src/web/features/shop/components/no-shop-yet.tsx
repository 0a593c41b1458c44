import { Store } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Card, CardContent } from '../../../components/ui/card';
import { AddShopDialog } from './add-shop-dialog';

/**
 * The first step of an account that belongs to no shop: quotes are priced at a shop's labor rate
 * and sourced from its suppliers, so the shop comes before the vehicle. The new shop is selected
 * at once.
 */
export function NoShopYet() {
  const [, setParams] = useSearchParams();
  return (
    <div className="flex flex-1 items-start justify-center px-4 pt-16">
      <Card className="w-full max-w-xl" role="region" aria-labelledby="no-shop-title">
        <CardContent className="space-y-4 text-center">
          <Store className="mx-auto size-8 text-slate-400" aria-hidden />
          <h1 id="no-shop-title" className="text-lg font-semibold text-slate-900">
            Add your shop first
          </h1>
          <p className="text-sm text-slate-600">
            Quotes are priced at your shop’s labor rate and matrices, and their parts come from your shop’s
            suppliers. Add the shop you work at — or, if it is already here, ask its owner to invite you: the
            invitation comes by e-mail.
          </p>
          <AddShopDialog
            size="default"
            onCreated={(shop) =>
              setParams((params) => {
                params.set('shopId', shop.id);
                return params;
              })
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
