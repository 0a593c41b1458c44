import type { Locator, Page } from 'playwright-core';

export type CreatedCredential = { clientId: string; clientSecret: string };

/** The card of one organization on My Organizations. */
export function organizationCard(page: Page, organizationName: string): Locator {
  return page.getByRole('region', { name: organizationName, exact: true });
}

/**
 * Creates a credential on My Organizations as the signed-in member and reads the client id and
 * the secret from the result view (the only time it is shown), then closes the dialog.
 * `inResultView` runs while the result view is open (to assert on it or take a screenshot).
 */
export async function createCredentialThroughUi(
  page: Page,
  organizationName: string,
  nickname: string,
  inResultView?: (dialog: Locator) => Promise<void>,
): Promise<CreatedCredential> {
  if (new URL(page.url()).pathname !== '/organizations') await page.goto('/organizations');
  const card = organizationCard(page, organizationName);
  await card.getByRole('button', { name: `Create Credential for ${organizationName}` }).click();
  const form = page.getByRole('dialog', { name: 'Create Credential' });
  await form.getByLabel('Nickname', { exact: true }).fill(nickname);
  await form.getByRole('button', { name: 'Create', exact: true }).click();

  const result = page.getByRole('dialog', { name: 'Credential created' });
  await result.waitFor();
  const clientId = (await result.getByTestId('created-client-id').textContent()) ?? '';
  const clientSecret = (await result.getByTestId('created-client-secret').textContent()) ?? '';
  if (!clientId || !clientSecret) throw new Error('the result view shows no client id or secret');
  await inResultView?.(result);
  await result.getByRole('button', { name: 'Done' }).click();
  await result.waitFor({ state: 'detached' });
  return { clientId, clientSecret };
}

export type TrpcCall = { path: string; input?: unknown; isMutation?: boolean };

/** Calls tRPC from the page with its session (superjson wire format, no batching). */
export async function callTrpc<T>(page: Page, call: TrpcCall): Promise<T> {
  return page.evaluate(async ({ path, input, isMutation }) => {
    const response = isMutation
      ? await fetch(`/trpc/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ json: input }),
        })
      : await fetch(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`);
    const body = await response.json();
    if (!response.ok) throw new Error(`${path}: ${JSON.stringify(body)}`);
    return body.result.data.json;
  }, call) as Promise<T>;
}

type AdminUserRow = {
  id: string;
  email: string;
  user_organizations: Array<{ organization: { id: string } }>;
};

async function findUser(adminPage: Page, email: string) {
  const { users } = await callTrpc<{ users: AdminUserRow[] }>(adminPage, {
    path: 'user.getAdminUsers',
    input: { page: 1, pageSize: 20, search: email },
  });
  const user = users.find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return { id: user.id, organizationIds: user.user_organizations.map((m) => m.organization.id) };
}

/**
 * As a signed-in admin: creates an organization, attaches the named shops to it and adds the
 * member to it, keeping the member's other organizations. Returns the organization's id.
 */
export async function createOrganizationWithMember(
  adminPage: Page,
  setup: { name: string; memberEmail: string; shopNames: string[] },
): Promise<string> {
  const organization = await callTrpc<{ id: string }>(adminPage, {
    path: 'organization.createOrganization',
    input: { name: setup.name },
    isMutation: true,
  });
  const shops = await callTrpc<Array<{ id: string; name: string }>>(adminPage, {
    path: 'shop.getAdminShops',
    input: { search: '' },
  });
  const shopIds = setup.shopNames.map((name) => {
    const shop = shops.find((s) => s.name === name);
    if (!shop) throw new Error(`no shop ${name}`);
    return shop.id;
  });
  await callTrpc(adminPage, {
    path: 'shop.adminAttachShopsToOrganization',
    input: { organization_id: organization.id, shop_ids: shopIds },
    isMutation: true,
  });
  const member = await findUser(adminPage, setup.memberEmail);
  await callTrpc(adminPage, {
    path: 'organization.adminAttachOrganizationsToUser',
    input: { user_id: member.id, organization_ids: [...member.organizationIds, organization.id] },
    isMutation: true,
  });
  return organization.id;
}

/** As a signed-in admin: takes the member out of one organization, keeping the others. */
export async function removeMemberFromOrganization(
  adminPage: Page,
  memberEmail: string,
  organizationId: string,
): Promise<void> {
  const member = await findUser(adminPage, memberEmail);
  await callTrpc(adminPage, {
    path: 'organization.adminAttachOrganizationsToUser',
    input: {
      user_id: member.id,
      organization_ids: member.organizationIds.filter((id) => id !== organizationId),
    },
    isMutation: true,
  });
}
