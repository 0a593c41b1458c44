import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';
import { PartCatalogueSearch } from '../../../features/admin/part-catalogue/components/part-catalogue-search';
import { useCurrentShop } from '../../../features/shop/hooks/shop-context';

/** /admin/part-catalogue: the parts provider of the current shop, tried by hand. */
export default function AdminPartCataloguePage() {
  const { shop, isLoading } = useCurrentShop();
  return (
    <>
      <AdminPageHeader title="Part catalogue (PartsTech)" />
      <Card>
        <CardContent>
          {shop ? (
            <PartCatalogueSearch key={shop.id} shop={shop} />
          ) : isLoading ? (
            <Skeleton className="h-24 w-full" />
          ) : (
            <p className="text-sm text-slate-600">No shop selected</p>
          )}
        </CardContent>
      </Card>
    </>
  );
}
