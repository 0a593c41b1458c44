import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth';
import { createTestApp, type TestApp } from '../test/harness';
import { hintsFor, type ShopWorld, seedShopWorld, shopSnapshot } from './guard-fixture';
import { isValidInput, type RouterProcedure, routerProcedures, sampleInput } from './input-samples';
import { createCaller } from './router';

// Every procedure of the app router, called with inputs built from its schema: who may call it
// is the table below, and the suite proves it. A procedure added without an entry fails here.

type Access =
  /** Anyone; the id or token in the input is the credential (see the note). */
  | 'public'
  /** A session; reaches only the caller's own rows or data every shop shares. */
  | 'protected'
  /** A session and membership of some shop, or role ADMIN: what costs per call (memberProcedure). */
  | 'member'
  /** A session and membership of some shop: the network's shared repair history. */
  | 'network'
  /** A member of the shop owning the rows the input names. */
  | 'shop'
  /** A member of the organization owning the rows the input names. */
  | 'organization'
  /** Role ADMIN. */
  | 'admin';

type Expectation = {
  access: Access;
  note?: string;
  /** Input fields replacing the sample's for every caller of this suite. */
  input?: (world: ShopWorld) => Record<string, unknown>;
  /** Whether a member of another shop, given the shop's rows, is refused (default: shop and organization). */
  refusesOutsider?: boolean;
};

const NOT_THE_TOKEN = 'not-the-token-of-this-quote';
const shop: Expectation = { access: 'shop' };
const organization: Expectation = { access: 'organization' };
const admin: Expectation = { access: 'admin' };

const EXPECTATIONS: Record<string, Expectation> = {
  'ai.polishText': { access: 'member', note: 'rewrites the text it is given, a model call each time' },
  'analytics.getConfig': {
    access: 'public',
    note: 'the client decides before sign-in whether to load analytics',
  },
  'appGuideline.getAppGuidelines': admin,
  'appGuideline.createAppGuideline': admin,
  'appGuideline.updateAppGuideline': admin,
  'appGuideline.deleteAppGuideline': admin,
  'appSetting.getAppSettings': admin,
  'appSetting.getAppSettingChanges': admin,
  'appSetting.saveAppSetting': admin,
  'appSetting.resetAppSetting': admin,
  'appVariable.getAppVariables': admin,
  'appVariable.getAppVariableChanges': admin,
  'appVariable.saveAppVariable': admin,
  'appVariable.resetAppVariable': admin,
  'authApi.getAdminAuthApis': admin,
  'authApi.saveAuthApiAdmin': admin,
  'category.getAllCategories': {
    access: 'protected',
    note: "the labor guide's categories, the same for every shop",
  },
  'conversation.getConversations': shop,
  'conversation.setSelectedQuote': shop,
  'conversation.getAdminConversations': admin,
  'conversation.getAdminConversation': admin,
  'credential.getCredentials': organization,
  'credential.createCredential': organization,
  'credential.deleteCredential': organization,
  'credential.reissueCredential': organization,
  'customerApproval.respondToJob': {
    access: 'public',
    note: "the share link's token is the credential: a token that is not this quote's is refused",
    input: () => ({ t: NOT_THE_TOKEN }),
    refusesOutsider: true,
  },
  'customerApproval.getQuoteResponses': shop,
  'customerApproval.getRecentAnswers': shop,
  'deferredWork.getDeferredWork': shop,
  'deferredWork.markJobDeclined': shop,
  'deferredWork.addDeferredJobToQuote': shop,
  'deferredWork.dismissDeferredJob': shop,
  'estimate.saveEstimateDetails': shop,
  'estimate.saveDiscounts': shop,
  'estimate.recordAuthorization': shop,
  'estimate.getAuthorizations': shop,
  'integration.getIntegrations': shop,
  'integration.deleteIntegration': shop,
  'integration.createIntegrationTekmetric': shop,
  'integration.createIntegrationShopWare': shop,
  'integration.createIntegrationPartstech': shop,
  'integration.connectPartstech': shop,
  'integration.checkIntegrationTekmetric': shop,
  'integration.checkIntegrationShopware': shop,
  'integration.authIntegrationShopware': shop,
  'interaction.createInteraction': { access: 'network', note: "counts a use of a network job, every shop's" },
  'invitation.inviteUserToShop': shop,
  'invitation.approveInvitation': {
    access: 'protected',
    note: 'the token is the credential, for the e-mail address it was sent to only',
    refusesOutsider: true,
  },
  'job.getTotaljobs': { access: 'network' },
  'job.getJobs': {
    access: 'network',
    note: "the network's jobs; shopId narrows them to one of the caller's shops",
    refusesOutsider: true,
  },
  'job.getJobGuides': shop,
  'job.getCannedLaborItems': shop,
  'job.assignLaborGuideToLaborQuote': shop,
  'job.createJobInTekmetric': { access: 'shop', note: 'the Tekmetric shop id names the shop' },
  'job.createJobInShopWare': shop,
  'knowledgeBase.getKnowledgeBases': shop,
  'knowledgeBase.createKnowledgeBase': shop,
  'knowledgeBase.updateKnowledgeBase': shop,
  'knowledgeBase.deleteKnowledgeBase': shop,
  'knowledgeBase.getAdminKnowledgeBases': admin,
  'matrix.getMatrices': shop,
  'matrix.replaceMatrices': shop,
  'message.getMessages': shop,
  'notificationDemo.shareQuoteWithCustomer': shop,
  'organization.getMyOrganizations': { access: 'protected', note: "the caller's own organizations" },
  'organization.createOrganization': admin,
  'organization.getAdminOrganizations': admin,
  'organization.adminAttachOrganizationsToUser': admin,
  'organization.saveOrganizationAdmin': admin,
  'organization.adminAddUserToOrganization': admin,
  'organization.adminRemoveUserFromOrganization': admin,
  'part.getSuppliersPartsSuggestion': shop,
  'part.getPartsFromQuotesAi': shop,
  'part.createSourcedPart': shop,
  'part.findBestMatchPartsTech': shop,
  'part.findBestMatchAllParts': shop,
  'part.getPartCatalogue': admin,
  'part.getPartsFromQuotes': shop,
  'part.applyPartsTechToParts': shop,
  'quote.getAdminQuotes': admin,
  'quote.createJobInTekmetricAi': shop,
  'quote.createJobInShopWareAi': shop,
  'quote.createJobInShopWareV2Ai': shop,
  'quote.getQuoteRevisions': shop,
  'quote.getJobExports': shop,
  'quote.getJobWork': shop,
  'quote.updateJobInShopSystem': shop,
  'quote.createQuoteAi': shop,
  'quote.getQuoteAi': shop,
  'quote.getQuoteAiViewOnly': {
    access: 'public',
    note: "the customer's page: the quote's random id is the link's credential; only the share token shows answers",
    input: () => ({ t: NOT_THE_TOKEN }),
  },
  'quote.finetunePrompt': shop,
  'quote.learnFromConversation': shop,
  'quote.getQuoteAdminDetails': admin,
  'quote.updateQuote': shop,
  'quote.updateQuoteLaborItemDescriptionAi': shop,
  'quote.updateQuoteLaborItem': shop,
  'quote.addQuoteLaborItem': shop,
  'quote.deleteQuoteLaborItem': shop,
  'quote.restoreQuoteLaborItem': shop,
  'quote.moveRelatedLaborToQuoteButton': shop,
  'quote.moveRelatedPartToQuoteButton': shop,
  'quote.pickBestMatchFromLaborGuide': shop,
  'quote.unassignLaborGuideToLabor': shop,
  'quote.verifyAllLaborItemGuide': shop,
  'quote.getBasicQuoteWithLaborItems': shop,
  'quote.getBasicQuoteWithPartItems': shop,
  'quote.addQuotePartItem': shop,
  'quote.updateQuotePartItem': shop,
  'quote.deleteQuotePartItem': shop,
  'quote.restoreQuotePartItem': shop,
  'quote.deleteQuotePartItemSourced': shop,
  'repairOrder.getRepairOrder': { access: 'network', note: "a network repair order, every shop's" },
  'shop.getAdminShops': admin,
  'shop.saveShopAdmin': admin,
  'shop.deleteShop': admin,
  'shop.adminAttachShopsToUser': admin,
  'shop.adminApproveShop': admin,
  'shop.adminAttachShopsToOrganization': admin,
  'shop.getMyShops': { access: 'protected', note: "the caller's own shops" },
  'shop.getMyShop': shop,
  'shop.getContextShop': { access: 'protected', note: "picks among the caller's own shops only" },
  'shop.saveShop': shop,
  'shop.saveShopFees': { access: 'shop', note: 'an owner of the shop, or a platform administrator' },
  'shop.saveDeferredReminders': { access: 'shop', note: 'an owner of the shop, or a platform administrator' },
  'shop.updateShopTekmetric': shop,
  'shop.createShop': {
    access: 'protected',
    note: 'the caller becomes the new shop’s owner, outside the network',
  },
  'user.getMe': { access: 'protected' },
  'user.saveUser': { access: 'protected', note: "the caller's own name" },
  'user.setDevMode': admin,
  'user.signup': { access: 'public', note: 'creating an account' },
  'user.getUsersInShop': shop,
  'user.deleteUserShop': shop,
  'user.setShopRole': { access: 'shop', note: 'an owner of the shop, or a platform administrator' },
  'user.getAdminUsers': admin,
  'user.saveUserAdmin': admin,
  'vehicle.getVehicleByVin': { access: 'protected', note: 'the vehicle catalogue, the same for every shop' },
  'vehicle.getVehicleByPlate': {
    access: 'member',
    note: 'a plate lookup, the same for every shop, a paid request each time',
  },
  'webhook.getWebhooks': organization,
  'webhook.createWebhook': organization,
  'webhook.deleteWebhook': organization,
  'webhook.getWebhookDeliveries': organization,
};

const procedures = routerProcedures();
const expectationOf = (procedure: RouterProcedure) => EXPECTATIONS[procedure.path]!;
const withAccess = (...access: Access[]) =>
  procedures.filter((p) => EXPECTATIONS[p.path] && access.includes(expectationOf(p).access));
const refusingOutsiders = procedures.filter((p) => {
  const expectation = EXPECTATIONS[p.path];
  if (!expectation) return false;
  return expectation.refusesOutsider ?? ['shop', 'organization'].includes(expectation.access);
});
const cases = (list: RouterProcedure[]) => list.map((p) => [p.path, p] as const);

let t: TestApp;
let world: ShopWorld;
let outsider: SessionUser;
let homeless: SessionUser;
let before: string;

beforeAll(async () => {
  t = await createTestApp({ knowledgeJobs: 50 });
  const platformAdmin = await t.createUser({ role: 'ADMIN', name: 'Platform Admin' });
  world = await seedShopWorld(t, platformAdmin, 'Harbor Auto');
  // A member of another shop: signed in, with a shop of their own, but none of Harbor's rows.
  outsider = await t.createUser({ name: 'Other Shop Advisor' });
  await t.addMember(outsider, await t.createShop({ name: 'Other Shop', state: 'CA' }));
  homeless = await t.createUser({ name: 'No Shop Yet' });
  before = await shopSnapshot(t, world);
}, 120_000);
afterAll(() => t?.close());

/** The sample input of the procedure, pointing at the shop's rows. */
function inputFor(procedure: RouterProcedure): unknown {
  const sample = sampleInput(procedure, hintsFor(procedure.path, world));
  const override = expectationOf(procedure).input?.(world);
  const input = override ? { ...(sample as object), ...override } : sample;
  if (procedure.inputs.length > 0 && !isValidInput(procedure, input))
    throw new Error(
      `The sample input of ${procedure.path} is not valid (${JSON.stringify(input)}): give it fields in ` +
        'ID_FIELD or worldHints (guard-fixture.ts) or an `input` in EXPECTATIONS, so the access rule is what refuses it.',
    );
  return input;
}

/** Calls the procedure through the tRPC caller as the user; the error it threw, or null. */
async function call(procedure: RouterProcedure, user: SessionUser | null) {
  const caller = createCaller({ deps: t.deps, db: t.db, user }) as unknown as Record<
    string,
    Record<string, (input: unknown) => Promise<unknown>>
  >;
  const [router, name] = procedure.path.split('.') as [string, string];
  const input = inputFor(procedure);
  try {
    return { result: await caller[router]![name]!(input), error: null };
  } catch (error) {
    return { result: undefined, error: error as { code?: string; message?: string } };
  }
}

/** Nothing that names the shop or its rows. */
function expectNothingOfTheShop(text: string) {
  const secrets = [world.shop.id, world.shop.name, world.quoteId, world.conversationId, world.organizationId];
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe('the expectation table', () => {
  it('has an entry for every procedure, and a procedure for every entry', () => {
    const paths = new Set(procedures.map((p) => p.path));
    const missing = [...paths].filter((path) => !EXPECTATIONS[path]);
    const stale = Object.keys(EXPECTATIONS).filter((path) => !paths.has(path));
    expect(
      missing,
      `Add these procedures to EXPECTATIONS in src/server/trpc/guard-suite.test.ts with who may call them: ${missing.join(', ')}`,
    ).toEqual([]);
    expect(
      stale,
      `These EXPECTATIONS name no procedure of the router; remove or rename them: ${stale.join(', ')}`,
    ).toEqual([]);
  });
});

describe('(a) without a session', () => {
  it.each(cases(withAccess('protected', 'member', 'network', 'shop', 'organization', 'admin')))(
    '%s answers UNAUTHORIZED',
    async (_path, procedure) => {
      const { error } = await call(procedure, null);
      expect(error?.code).toBe('UNAUTHORIZED');
    },
  );

  it.each(cases(withAccess('public')))('%s answers without a session', async (_path, procedure) => {
    const { error } = await call(procedure, null);
    expect(error?.code).not.toBe('UNAUTHORIZED');
    if (expectationOf(procedure).refusesOutsider) expect(['FORBIDDEN', 'NOT_FOUND']).toContain(error?.code);
  });

  it.each(cases(withAccess('member', 'network')))(
    '%s refuses a signed-in user of no shop',
    async (_path, procedure) => {
      const { error } = await call(procedure, homeless);
      expect(error?.code).toBe('FORBIDDEN');
    },
  );
});

describe("(b) a member of another shop, given this shop's rows", () => {
  it.each(cases(refusingOutsiders))('%s is refused', async (_path, procedure) => {
    const { error } = await call(procedure, outsider);
    expect(
      ['FORBIDDEN', 'NOT_FOUND'],
      `${procedure.path} answered ${error?.code}: ${error?.message}`,
    ).toContain(error?.code);
    expectNothingOfTheShop(error?.message ?? '');
  });
});

describe('(c) admin procedures as a signed-in member who is not an admin', () => {
  it.each(cases(withAccess('admin')))('%s answers FORBIDDEN', async (_path, procedure) => {
    const { error } = await call(procedure, world.member);
    expect(error?.code).toBe('FORBIDDEN');
  });
});

describe('after every refused call', () => {
  it("nothing of the shop's rows changed", async () => {
    expect(await shopSnapshot(t, world)).toBe(before);
  });
});

describe("procedures of the caller's own rows, as a member of another shop", () => {
  const own = cases(withAccess('protected', 'member').filter((p) => !refusingOutsiders.includes(p)));
  it.each(own)('%s returns nothing of the shop', async (_path, procedure) => {
    const { result, error } = await call(procedure, outsider);
    expectNothingOfTheShop(JSON.stringify(result ?? null) + (error?.message ?? ''));
  });
});
