type Env = Record<string, string | undefined>;

export type DemoSystems = { env: Env; lines: string[]; close: () => Promise<void> };

type Emulator = { url: string; close: () => Promise<void> };

/**
 * Outside production, with DEMO_EMULATORS on (the default), the shop systems this app talks to
 * and that are not configured run in the server's process (dev/start.ts) as loopback emulators speaking their HTTP
 * APIs, so job creation and Settings → Integrations can be tried with no vendor account. A
 * configured TEKMETRIC_API_URL, SHOPWARE_API_URL or PARTSTECH_API_URL is always used as given.
 */
export async function startDemoSystems(env: Env): Promise<DemoSystems> {
  if (env.NODE_ENV === 'production' || env.DEMO_EMULATORS === 'off')
    return { env, lines: [], close: async () => {} };
  const started: Emulator[] = [];
  const lines: string[] = [];
  const next = { ...env };

  if (!env.TEKMETRIC_API_URL) {
    const { startTekmetricEmulator, EMULATOR_CREDENTIALS } = await import('./emulators/tekmetric/server');
    const tekmetric = await startTekmetricEmulator();
    started.push(tekmetric);
    next.TEKMETRIC_API_URL = tekmetric.url;
    // The demo shop's account at the emulator (seed/demo-integrations.ts connects Bayside with it).
    next.DEMO_TEKMETRIC_CLIENT_ID = EMULATOR_CREDENTIALS.clientId;
    next.DEMO_TEKMETRIC_CLIENT_SECRET = EMULATOR_CREDENTIALS.clientSecret;
    lines.push(
      `Tekmetric emulator: ${tekmetric.url} (client ${EMULATOR_CREDENTIALS.clientId} / ${EMULATOR_CREDENTIALS.clientSecret}; shop 7001, ROs 90001 #1042 and 90002 #1043)`,
    );
  }
  if (!env.SHOPWARE_API_URL) {
    const { startShopWareEmulator, EMULATOR_SHOPWARE_PARTNER } = await import('./emulators/shopware/server');
    const shopWare = await startShopWareEmulator();
    started.push(shopWare);
    next.SHOPWARE_API_URL = shopWare.url;
    next.DEMO_SHOPWARE_PARTNER_ID = EMULATOR_SHOPWARE_PARTNER.id;
    next.DEMO_SHOPWARE_PARTNER_SECRET = EMULATOR_SHOPWARE_PARTNER.secret;
    lines.push(
      `Shop-Ware emulator: ${shopWare.url} (partner ${EMULATOR_SHOPWARE_PARTNER.id} / ${EMULATOR_SHOPWARE_PARTNER.secret}; tenant greatlakes, ROs 55001 #2201 and 55002 #2202)`,
    );
  }
  if (!env.PARTSTECH_API_URL) {
    const { startPartsTechEmulator, EMULATOR_PARTNER, EMULATOR_USER } = await import(
      './emulators/partstech/server'
    );
    const partsTech = await startPartsTechEmulator();
    started.push(partsTech);
    next.PARTSTECH_API_URL = partsTech.url;
    // Our partner account at the emulator, unless one is configured.
    next.PARTSTECH_PARTNER_ID ??= EMULATOR_PARTNER.id;
    next.PARTSTECH_PARTNER_KEY ??= EMULATOR_PARTNER.key;
    lines.push(`PartsTech emulator: ${partsTech.url} (shop user ${EMULATOR_USER.id} / ${EMULATOR_USER.key})`);
  }
  return {
    env: next,
    lines,
    close: async () => {
      await Promise.allSettled(started.map((e) => e.close()));
    },
  };
}
