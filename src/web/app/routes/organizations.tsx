import { MyOrganizations } from '../../features/organizations/components/my-organizations';
import { OrganizationWebhooks } from '../../features/webhooks/components/organization-webhooks';

/** My Organizations (spec 001 §2): reached from the profile page, not in the settings menu. */
export default function OrganizationsPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="mb-1 text-xl font-semibold text-slate-900">My Organizations</h1>
      <p className="mb-6 text-sm text-slate-600">
        The organizations you belong to, the credentials their systems use to call the API, and the webhooks
        it notifies.
      </p>
      <MyOrganizations Extra={OrganizationWebhooks} />
    </div>
  );
}
