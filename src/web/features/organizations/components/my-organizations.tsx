import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMyOrganizations } from '../api/use-my-organizations';
import { OrganizationCard, type OrganizationExtra } from './organization-card';

/** The caller's organizations, each with its API addresses, shops and credentials. */
export function MyOrganizations({ Extra }: { Extra?: OrganizationExtra }) {
  const organizations = useMyOrganizations();

  if (organizations.isLoading) {
    return (
      <Card className="space-y-4 p-5" aria-busy="true" aria-label="Loading organizations">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </Card>
    );
  }
  if (organizations.isError || !organizations.data) return <p className="text-sm text-red-600">Error</p>;
  if (organizations.data.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        You are not a member of any organization. An administrator adds you to one.
      </p>
    );
  }
  return (
    <div className="space-y-6">
      {organizations.data.map((organization) => (
        <OrganizationCard key={organization.id} organization={organization} Extra={Extra} />
      ))}
    </div>
  );
}
