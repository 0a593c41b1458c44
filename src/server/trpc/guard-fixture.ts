import { and, eq, sql } from 'drizzle-orm';
import { EMULATOR_CREDENTIALS } from '../../../dev/emulators/tekmetric/server';
import type { SessionUser } from '../auth';
import {
  guideJobs,
  guideLaborItems,
  integrations,
  shopSuppliers,
  supplierStores,
  userShops,
  vehicles,
} from '../db/schema';
import { encryptSecret } from '../lib/secret-box';
import { latestMessageTo } from '../notifications/outbox';
import type { TestApp } from '../test/harness';
import { insertNetworkJob } from '../test/network-fixture';
import { F150 } from '../test/quote-fixture';
import type { SampleHints } from './input-samples';

// A shop with one row of everything a procedure's input can point at, for the guard suite
// (another shop's member must not reach them) and the input fuzz (hostile inputs must reach
// real rows, so a refusal is the rule's, not a missing row's).

export type ShopWorld = Awaited<ReturnType<typeof seedShopWorld>>;

/** The shop, its member, and the ids of its rows; `admin` creates the organization. */
export async function seedShopWorld(t: TestApp, admin: SessionUser, name: string) {
  const shop = await t.createShop({ name, state: 'CA', sms_name: 'TEKMETRIC', tekmetric_id: 7001 });
  const member = await t.createUser({ name: `${name} Advisor` });
  await t.addMember(member, shop);
  const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.vin, F150.vin));
  const stores = await t.db.select().from(supplierStores).where(eq(supplierStores.state, 'CA')).limit(1);
  await t.db
    .insert(shopSuppliers)
    .values(stores.map((store, i) => ({ shop_id: shop.id, store_id: store.id, priority: i + 1 })));

  const as = t.caller(member);
  const created = await as.quote.createQuoteAi({
    vehicleId: vehicle!.id,
    shopId: shop.id,
    searchQuery: 'grinding noise front when braking',
  });
  const quoteId = created.response.quote!.id;
  const conversationId = created.conversation.id;
  const withLabor = await as.quote.addQuoteLaborItem({
    quoteId,
    title: 'Caliper slides',
    description: 'Clean and lube',
    hours: 0.5,
    rate: 165,
  });
  const laborItemId = withLabor.quote_labor_items.at(-1)!.id;
  const withPart = await as.quote.addQuotePartItem({ quoteId, name: 'Brake fluid', quantity: 1, retail: 12 });
  const partItemId = withPart.quote_part_items.at(-1)!.id;
  const shared = await as.notificationDemo.shareQuoteWithCustomer({
    quoteId,
    customerName: 'Dana Driver',
    customerEmail: 'dana@example.test',
    includeAcceptanceTracking: true,
  });
  const shareToken = new URL(shared.link).searchParams.get('t')!;
  const page = await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId, t: shareToken });

  const knowledge = await as.knowledgeBase.createKnowledgeBase({
    shop_id: shop.id,
    title: 'Loaner cars',
    description: 'We offer a loaner for jobs over 4 hours.',
  });
  const [integration] = await t.db
    .insert(integrations)
    .values({
      shop_id: shop.id,
      type: 'TEKMETRIC',
      public_key: EMULATOR_CREDENTIALS.clientId,
      private_key_encrypted: encryptSecret(EMULATOR_CREDENTIALS.clientSecret, t.deps.env.APP_SECRET),
    })
    .returning();
  // Only a hash of the invitation token is kept: the token is in the e-mailed link.
  const invitee = `invitee-${shop.id}@example.test`;
  await as.invitation.inviteUserToShop({ shopId: shop.id, email: invitee });
  const invitation = await latestMessageTo(t.db, invitee, 'INVITATION');
  const invitationToken = invitation!.body.match(/invitationToken=([\w-]+)/)![1]!;
  const [membership] = await t.db
    .select()
    .from(userShops)
    .where(and(eq(userShops.shop_id, shop.id), eq(userShops.user_id, member.id)));

  const organization = await t.caller(admin).organization.createOrganization({ name: `${name} Group` });
  await t
    .caller(admin)
    .shop.adminAttachShopsToOrganization({ organization_id: organization.id, shop_ids: [shop.id] });
  await t
    .caller(admin)
    .organization.adminAttachOrganizationsToUser({ user_id: member.id, organization_ids: [organization.id] });
  const credential = await as.credential.createCredential({
    organizationId: organization.id,
    nickname: 'Dealer portal',
  });
  const webhook = await as.webhook.createWebhook({
    organizationId: organization.id,
    url: 'https://example.com/hook',
    events: ['quote.created'],
  });
  const deferred = await as.deferredWork.markJobDeclined({
    quoteId,
    jobKey: page.jobs[0]!.key,
    reason: 'Customer will do it next visit',
  });
  const network = await insertNetworkJob(t, { title: 'Front brake pads', shopId: shop.id });
  const [guide] = await t.db
    .select({ smartJobId: guideJobs.smartJobId, laborId: guideLaborItems.id })
    .from(guideJobs)
    .innerJoin(guideLaborItems, eq(guideLaborItems.guide_job_id, guideJobs.id))
    .orderBy(guideJobs.smartJobId)
    .limit(1);

  return {
    shop,
    member,
    vehicleId: vehicle!.id,
    quoteId,
    conversationId,
    laborItemId,
    partItemId,
    shareToken,
    jobKey: page.jobs[0]!.key,
    revision: page.revision,
    knowledgeBaseId: knowledge.id,
    integrationId: integration!.id,
    invitationToken,
    userShopId: membership!.id,
    organizationId: organization.id,
    credentialId: credential.id,
    webhookId: webhook.id,
    jobId: network.jobId,
    repairOrderId: network.repairOrderId,
    storeId: stores[0]!.id,
    guideSmartJobId: guide!.smartJobId,
    guideLaborItemId: guide!.laborId,
    deferredJobId: deferred.id,
    vin: vehicle!.vin,
  };
}

/** The world's rows by the input field names that point at them. */
export function worldHints(world: ShopWorld): SampleHints {
  return {
    shopId: world.shop.id,
    shop_id: world.shop.id,
    shop_ids: [world.shop.id],
    vehicleId: world.vehicleId,
    quoteId: world.quoteId,
    conversationId: world.conversationId,
    laborItemId: world.laborItemId,
    quoteLaborId: world.laborItemId,
    quoteLaborItemId: world.laborItemId,
    partItemId: world.partItemId,
    quotePartItemId: world.partItemId,
    t: world.shareToken,
    jobKey: world.jobKey,
    revision: world.revision,
    integrationId: world.integrationId,
    invitationToken: world.invitationToken,
    userShopId: world.userShopId,
    organizationId: world.organizationId,
    organization_id: world.organizationId,
    organization_ids: [world.organizationId],
    webhookId: world.webhookId,
    jobId: world.jobId,
    supplierStoreId: world.storeId,
    storeId: world.storeId,
    tekmotorJobSmartJobId: world.guideSmartJobId,
    cannedLaborItem: { id: world.guideLaborItemId },
    shopTekmetricId: String(world.shop.tekmetric_id),
    user_id: world.member.id,
    urlShopSettings: 'https://shop.tekmetric.com/admin/shop/1234',
    deferredJobId: world.deferredJobId,
    vin: world.vin,
  };
}

/** What `id` names in each procedure's input that has one (the rest name their ids by field). */
export const ID_FIELD: Record<string, (world: ShopWorld) => string> = {
  'conversation.getAdminConversation': (w) => w.conversationId,
  'credential.deleteCredential': (w) => w.credentialId,
  'credential.reissueCredential': (w) => w.credentialId,
  'integration.deleteIntegration': (w) => w.integrationId,
  'knowledgeBase.updateKnowledgeBase': (w) => w.knowledgeBaseId,
  'knowledgeBase.deleteKnowledgeBase': (w) => w.knowledgeBaseId,
  'quote.getQuoteAi': (w) => w.quoteId,
  'quote.getQuoteAiViewOnly': (w) => w.quoteId,
  'quote.updateQuote': (w) => w.quoteId,
  'quote.updateQuoteLaborItemDescriptionAi': (w) => w.laborItemId,
  'quote.updateQuoteLaborItem': (w) => w.laborItemId,
  'quote.deleteQuoteLaborItem': (w) => w.laborItemId,
  'quote.restoreQuoteLaborItem': (w) => w.laborItemId,
  'quote.updateQuotePartItem': (w) => w.partItemId,
  'quote.deleteQuotePartItem': (w) => w.partItemId,
  'quote.restoreQuotePartItem': (w) => w.partItemId,
  'quote.deleteQuotePartItemSourced': (w) => w.partItemId,
  'repairOrder.getRepairOrder': (w) => w.repairOrderId,
  'shop.saveShopAdmin': (w) => w.shop.id,
  'shop.deleteShop': (w) => w.shop.id,
  'shop.saveShop': (w) => w.shop.id,
  'user.saveUserAdmin': (w) => w.member.id,
  'webhook.deleteWebhook': (w) => w.webhookId,
};

/** The hints for one procedure: the world's rows, and `id` as the procedure means it. */
export function hintsFor(path: string, world: ShopWorld): SampleHints {
  const id = ID_FIELD[path];
  return id ? { ...worldHints(world), id: id(world) } : worldHints(world);
}

/**
 * Every row of the shop and of its quotes, conversations and organization, as text: equal
 * before and after means a caller changed nothing of the shop's.
 */
export async function shopSnapshot(t: TestApp, world: ShopWorld): Promise<string> {
  const columns = await t.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and column_name in ('shop_id', 'quote_id', 'conversation_id', 'organization_id', 'quote_part_item_id', 'webhook_id')`);
  const owners: Record<string, string> = {
    shop_id: world.shop.id,
    quote_id: world.quoteId,
    conversation_id: world.conversationId,
    organization_id: world.organizationId,
    quote_part_item_id: world.partItemId,
    webhook_id: world.webhookId,
  };
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of rowsOf<{ table_name: string; column_name: string }>(columns))
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  byTable.set('shops', ['id:shop_id']);
  byTable.set('organizations', ['id:organization_id']);
  const parts: string[] = [];
  for (const [table, tableColumns] of [...byTable].sort(([a], [b]) => a.localeCompare(b))) {
    const conditions = tableColumns.map((entry) => {
      const [column, owner] = entry.includes(':') ? entry.split(':') : [entry, entry];
      return sql`${sql.identifier(column!)}::text = ${owners[owner!]}`;
    });
    const rows = await t.db.execute(
      sql`select * from ${sql.identifier(table)} t where ${sql.join(conditions, sql` or `)} order by t::text`,
    );
    parts.push(`${table}: ${JSON.stringify(rowsOf(rows))}`);
  }
  return parts.join('\n');
}

// PGlite answers { rows }, node-postgres a result with rows too; both iterate as rows in drizzle.
function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
}
