import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type PlateToVinEmulator,
  startPlateToVinEmulator,
} from '../../../../dev/emulators/plate-to-vin/server';
import type { SessionUser } from '../../auth';
import { demoPlates, vehicles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { NO_SHOP_MESSAGE } from '../../trpc/procedures';
import { PLATE_LOOKUP_LIMIT } from './service';
import type { DecodedVehicle, VinDecoder } from './vin-decoder';
import { createVinDecoder } from './vin-decoder';

const ACCORD_VIN = '1HGCM82633A004352';
const ODYSSEY_VIN = '5FNRL38297B007384';

// The real decoder, counting calls so tests can prove a stored VIN is not decoded again.
const realDecoder = createVinDecoder();
const decodedVins: string[] = [];
const countingDecoder: VinDecoder = {
  decode(vin): Promise<DecodedVehicle> {
    decodedVins.push(vin);
    return realDecoder.decode(vin);
  },
};

let app: TestApp;
let user: SessionUser;

beforeAll(async () => {
  app = await createTestApp({ overrides: { vinDecoder: countingDecoder } });
  user = await app.createUser();
  await app.addMember(user, await app.createShop());
});

afterAll(() => app.close());

async function trpcError(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

describe('vehicle.getVehicleByVin', () => {
  it('decodes a VIN, stores it and returns the spec fields', async () => {
    const vehicle = await app.caller(user).vehicle.getVehicleByVin({ vin: ' 1hgcm82633a004352 ' });
    expect(vehicle).toMatchObject({
      vin: ACCORD_VIN,
      make: 'Honda',
      model: 'Accord',
      model_year: 2003,
      trim: 'EX-V6',
      engine_cylinders: 6,
      displacement_l: '3.0',
      car_model: { img_url: null },
    });
    const rows = await app.db.select().from(vehicles).where(eq(vehicles.vin, ACCORD_VIN));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(vehicle!.id);
  });

  it('returns the stored vehicle for a VIN seen before, without decoding it again', async () => {
    const first = await app.caller(user).vehicle.getVehicleByVin({ vin: ACCORD_VIN });
    const decodesBefore = decodedVins.length;
    const second = await app.caller(user).vehicle.getVehicleByVin({ vin: ACCORD_VIN });
    expect(second!.id).toBe(first!.id);
    expect(decodedVins.length).toBe(decodesBefore);
    expect(await app.db.select().from(vehicles).where(eq(vehicles.vin, ACCORD_VIN))).toHaveLength(1);
  });

  it('stores one row when the same new VIN is looked up twice at once', async () => {
    const [a, b] = await Promise.all([
      app.caller(user).vehicle.getVehicleByVin({ vin: ODYSSEY_VIN }),
      app.caller(user).vehicle.getVehicleByVin({ vin: ODYSSEY_VIN }),
    ]);
    expect(a!.id).toBe(b!.id);
    expect(await app.db.select().from(vehicles).where(eq(vehicles.vin, ODYSSEY_VIN))).toHaveLength(1);
  });

  it('finds a vehicle by id, and by the id remembered in local storage', async () => {
    const stored = await app.caller(user).vehicle.getVehicleByVin({ vin: ACCORD_VIN });
    const byId = await app.caller(user).vehicle.getVehicleByVin({ vehicleId: stored!.id });
    expect(byId).toEqual(stored);
    const byLocalStorage = await app
      .caller(user)
      .vehicle.getVehicleByVin({ vehicleIdLocalStorage: stored!.id });
    expect(byLocalStorage).toEqual(stored);
  });

  it.each([
    ['a malformed id', { vehicleId: 'not-a-uuid' }],
    ['a malformed local-storage id', { vehicleIdLocalStorage: "1'; DROP TABLE vehicles; --" }],
    ['an unknown id', { vehicleId: '00000000-0000-4000-8000-000000000000' }],
    ['no hint', {}],
    ['null hints', { vin: null, vehicleId: null, vehicleIdLocalStorage: null }],
  ])('returns null for %s', async (_label, input) => {
    await expect(app.caller(user).vehicle.getVehicleByVin(input)).resolves.toBeNull();
  });

  it.each([
    ['1HGCM82643A004352', "This VIN's check digit does not match; please check it for typos."],
    ['1HGCM82633O004352', 'A VIN never contains the letters I, O or Q.'],
    ['1HGCM82633A00435', 'A VIN has 17 characters; this one has 16.'],
  ])('rejects %s with BAD_REQUEST', async (vin, message) => {
    const error = await trpcError(app.caller(user).vehicle.getVehicleByVin({ vin }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(message);
  });

  it('rejects a valid VIN the decoder cannot identify with BAD_REQUEST and stores nothing', async () => {
    const error = await trpcError(app.caller(user).vehicle.getVehicleByVin({ vin: '5N1NJ01CXST000001' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('We could not decode VIN 5N1NJ01CXST000001. Check it and try again.');
    expect(await app.db.select().from(vehicles).where(eq(vehicles.vin, '5N1NJ01CXST000001'))).toHaveLength(0);
  });

  it('requires a session', async () => {
    const error = await trpcError(app.caller(null).vehicle.getVehicleByVin({ vin: ACCORD_VIN }));
    expect(error.code).toBe('UNAUTHORIZED');
  });
});

describe('vehicle.getVehicleByPlate with the demo provider', () => {
  beforeAll(async () => {
    await app.db.insert(demoPlates).values({ state: 'CA', plate: '7ABC123', vin: ACCORD_VIN });
  });

  it('uses the demo plates table when no plate service is configured', () => {
    expect(app.deps.plateLookup.name).toBe('demo');
  });

  it('finds the VIN for a plate typed with spaces and dashes, and returns the stored vehicle', async () => {
    const result = await app.caller(user).vehicle.getVehicleByPlate({ plate: '7abc-123', state: 'CA' });
    expect(result.vin).toEqual({
      vin: ACCORD_VIN,
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX-V6',
    });
    expect(result.vehicle).toMatchObject({
      vin: ACCORD_VIN,
      make: 'Honda',
      model: 'Accord',
      model_year: 2003,
    });
    const [row] = await app.db.select().from(vehicles).where(eq(vehicles.vin, ACCORD_VIN));
    expect(result.vehicle.id).toBe(row!.id);
  });

  it('answers NOT_FOUND with the plate and state for an unknown plate', async () => {
    const error = await trpcError(
      app.caller(user).vehicle.getVehicleByPlate({ plate: 'zzz 999', state: 'NV' }),
    );
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('No vehicle found for plate ZZZ999 in NV');
  });

  it.each([
    [{ plate: '7ABC123', state: 'XX' }, 'Choose a US state.'],
    [{ plate: ' ', state: 'CA' }, 'Enter a license plate.'],
  ])('rejects bad input %j with BAD_REQUEST', async (input, message) => {
    const error = await trpcError(app.caller(user).vehicle.getVehicleByPlate(input));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(message);
  });

  it('requires a session', async () => {
    const error = await trpcError(
      app.caller(null).vehicle.getVehicleByPlate({ plate: '7ABC123', state: 'CA' }),
    );
    expect(error.code).toBe('UNAUTHORIZED');
  });

  it('refuses an account of no shop with a message saying what to do; an administrator passes', async () => {
    const homeless = await app.createUser({ name: 'No Shop Yet' });
    const error = await trpcError(
      app.caller(homeless).vehicle.getVehicleByPlate({ plate: '7ABC123', state: 'CA' }),
    );
    expect([error.code, error.message]).toEqual(['FORBIDDEN', NO_SHOP_MESSAGE]);
    const admin = await app.createUser({ role: 'ADMIN' });
    const found = await app.caller(admin).vehicle.getVehicleByPlate({ plate: '7ABC123', state: 'CA' });
    expect(found.vin.vin).toBe(ACCORD_VIN);
  });

  describe('the per-user limit', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('answers TOO_MANY_REQUESTS with a clear message past the limit a minute, unknown plates counted', async () => {
      // One moment inside a minute, held still: the calls cannot straddle two windows.
      const minute = Math.ceil(Date.now() / 60_000) * 60_000;
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(minute + 5_000);
      const member = await app.createUser();
      await app.addMember(member, await app.createShop());
      const lookup = (plate: string) => app.caller(member).vehicle.getVehicleByPlate({ plate, state: 'CA' });
      for (let i = 0; i < PLATE_LOOKUP_LIMIT.limit - 1; i += 1) await lookup('7ABC123');
      await expect(lookup('NOSUCH1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      const error = await trpcError(lookup('7ABC123'));
      expect([error.code, error.message]).toEqual([
        'TOO_MANY_REQUESTS',
        'You have looked up a lot of plates in a short time. Try again in a minute.',
      ]);
      // The shop's other advisor is not held up by it.
      await expect(
        app.caller(user).vehicle.getVehicleByPlate({ plate: '7ABC123', state: 'CA' }),
      ).resolves.toBeDefined();
      vi.setSystemTime(minute + 60_000);
      await expect(lookup('7ABC123')).resolves.toBeDefined();
    });
  });
});

describe('vehicle.getVehicleByPlate with PLATE_LOOKUP_URL set', () => {
  let emulator: PlateToVinEmulator;
  let httpApp: TestApp;
  let httpUser: SessionUser;

  beforeAll(async () => {
    emulator = await startPlateToVinEmulator({
      apiKey: 'k',
      plates: { 'TX:LGW7253': { vin: '1B7HF16Y4TS518710', year: 1996, make: 'Dodge', model: 'Ram 1500' } },
    });
    httpApp = await createTestApp({ env: { PLATE_LOOKUP_URL: emulator.url, PLATE_LOOKUP_API_KEY: 'k' } });
    httpUser = await httpApp.createUser();
    await httpApp.addMember(httpUser, await httpApp.createShop());
  });

  afterAll(async () => {
    await httpApp.close();
    await emulator.close();
  });

  it('asks the plate service over HTTP and stores the decoded vehicle', async () => {
    expect(httpApp.deps.plateLookup.name).toBe('platetovin');
    const result = await httpApp
      .caller(httpUser)
      .vehicle.getVehicleByPlate({ plate: 'LGW-7253', state: 'tx' });
    // The service's own words for year, make and model win over the decoder's.
    expect(result.vin).toEqual({
      vin: '1B7HF16Y4TS518710',
      year: 1996,
      make: 'Dodge',
      model: 'Ram 1500',
      trim: null,
    });
    expect(result.vehicle).toMatchObject({
      vin: '1B7HF16Y4TS518710',
      make: 'Dodge',
      model: 'Ram',
      series: '1500',
    });
  });

  it('maps a service failure to a clear error', async () => {
    emulator.failNext(503, 2);
    const error = await trpcError(
      httpApp.caller(httpUser).vehicle.getVehicleByPlate({ plate: 'LGW7253', state: 'TX' }),
    );
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe('The plate lookup service is not answering. Try the VIN instead.');
  });
});
