import { Skeleton } from '../../components/ui/skeleton';
import { KnowledgeBaseList } from '../../features/knowledge-base/components/knowledge-base-list';
import { useCurrentShop } from '../../features/shop/hooks/shop-context';
import { SettingsLayout } from '../settings-layout';

export default function SettingsKnowledgeBasePage() {
  const { shop, isLoading } = useCurrentShop();
  return (
    <SettingsLayout title={shop ? `Knowledge Base in ${shop.name}` : 'Knowledge Base'}>
      {shop ? (
        <KnowledgeBaseList shopId={shop.id} shopName={shop.name} />
      ) : isLoading ? (
        <Skeleton className="h-32" />
      ) : (
        <p className="text-sm text-slate-500">Select a shop to see its knowledge base.</p>
      )}
    </SettingsLayout>
  );
}
