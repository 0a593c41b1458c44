import { afterAll, beforeAll } from 'vitest';
import {
  EMULATOR_PARTNER,
  type PartsTechEmulator,
  startPartsTechEmulator,
} from '../../../dev/emulators/partstech/server';
import { type ShopWareEmulator, startShopWareEmulator } from '../../../dev/emulators/shopware/server';
import { startTekmetricEmulator, type TekmetricEmulator } from '../../../dev/emulators/tekmetric/server';
import { createTestApp, type TestApp } from './harness';

type Emulator = { url: string; close: () => Promise<void> };
type Ready<E> = (t: TestApp, emulator: E) => unknown;
/** The test app's other options: a template with the network already seeded, say. */
type AppOptions = Omit<NonNullable<Parameters<typeof createTestApp>[0]>, 'env'>;

/**
 * A file's test app talking to a vendor's emulator: the emulator starts first, `env` points the
 * app at it, and both close after the file's tests (the app first). `ready` gets both, for the
 * file to keep them and do its own set-up.
 */
function setUpEmulatedApp<E extends Emulator>(
  start: () => Promise<E>,
  env: (emulator: E) => Record<string, string>,
  ready: Ready<E>,
  options: AppOptions = {},
) {
  let emulator: E | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    emulator = await start();
    app = await createTestApp({ ...options, env: env(emulator) });
    await ready(app, emulator);
  });
  afterAll(async () => {
    await app?.close();
    await emulator?.close();
  });
}

export function setUpTekmetricApp(ready: Ready<TekmetricEmulator>, options: AppOptions = {}) {
  setUpEmulatedApp(startTekmetricEmulator, (e) => ({ TEKMETRIC_API_URL: e.url }), ready, options);
}

export function setUpShopWareApp(ready: Ready<ShopWareEmulator>) {
  setUpEmulatedApp(startShopWareEmulator, (e) => ({ SHOPWARE_API_URL: e.url }), ready);
}

/** With the platform's PartsTech partner account; `env` adds to it. */
export function setUpPartsTechApp(ready: Ready<PartsTechEmulator>, env: Record<string, string> = {}) {
  setUpEmulatedApp(
    startPartsTechEmulator,
    (e) => ({
      PARTSTECH_API_URL: e.url,
      PARTSTECH_PARTNER_ID: EMULATOR_PARTNER.id,
      PARTSTECH_PARTNER_KEY: EMULATOR_PARTNER.key,
      ...env,
    }),
    ready,
  );
}
