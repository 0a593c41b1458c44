import { ExternalLink } from 'lucide-react';
import type { ComponentType } from 'react';
import { CopyButton } from '../../../components/common/copy-button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { MyOrganization } from '../api/use-my-organizations';
import { CredentialsSection } from './credentials-section';

/** A section another feature adds under the credentials (the route passes the webhooks one). */
export type OrganizationExtra = ComponentType<{ organizationId: string }>;

type OrganizationCardProps = { organization: MyOrganization; Extra?: OrganizationExtra };

/** One organization: where its API lives, the shops it reaches and its credentials. */
export function OrganizationCard({ organization, Extra }: OrganizationCardProps) {
  const headingId = `organization-${organization.id}-name`;
  const shopsHeadingId = `organization-${organization.id}-shops`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="break-words">
          {organization.name}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid grid-cols-[8rem_minmax(0,1fr)] items-center gap-x-3 gap-y-2 text-sm">
          <dt className="text-slate-500">Documentation</dt>
          <dd>
            <a
              href={organization.apiDocsUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-brand-700 underline-offset-4 hover:underline"
            >
              API documentation <ExternalLink className="size-3.5" aria-hidden />
            </a>
          </dd>
          <dt className="text-slate-500">API endpoint</dt>
          <dd className="flex min-w-0 items-center gap-1">
            <a
              href={organization.apiEndpoint}
              target="_blank"
              rel="noreferrer"
              className="truncate font-mono text-xs text-slate-800 underline-offset-4 hover:underline"
            >
              {organization.apiEndpoint}
            </a>
            <CopyButton value={organization.apiEndpoint} label="Copy API endpoint" />
          </dd>
        </dl>
        <section aria-labelledby={shopsHeadingId} className="space-y-2">
          <h3 id={shopsHeadingId} className="text-sm font-semibold text-slate-900">
            Shops
          </h3>
          {organization.shops.length === 0 ? (
            <p className="text-sm text-slate-500">No shops found</p>
          ) : (
            <ul aria-label={`Shops of ${organization.name}`} className="flex flex-wrap gap-2">
              {organization.shops.map((shop) => (
                <li
                  key={shop.id}
                  className="rounded-md border border-slate-200 bg-slate-50 px-2.5 py-1 text-sm text-slate-700"
                >
                  {shop.name}
                </li>
              ))}
            </ul>
          )}
        </section>
        <CredentialsSection organizationId={organization.id} organizationName={organization.name} />
        {Extra ? <Extra organizationId={organization.id} /> : null}
      </CardContent>
    </Card>
  );
}
