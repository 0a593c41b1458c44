import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { vehicles } from '../db/schema';
import { seedKnowledge } from '../seed/generate/knowledge';
import { createTestDatabase } from '../test/test-database';
import type { EngineVehicle } from './engine';
import { type GuideIndex, loadGuideIndex } from './guide-index';
import { splitClauses, splitRequests } from './requests';

describe('splitClauses', () => {
  it.each([
    ['oil change and tire rotation', ['oil change', 'tire rotation']],
    ['battery, wipers and cabin filter', ['battery', 'wipers', 'cabin filter']],
    ['front brakes + alignment', ['front brakes', 'alignment']],
    ['oil change & rotation', ['oil change', 'rotation']],
    ['oil change plus state inspection', ['oil change', 'state inspection']],
    ['grinding when braking; also due for an oil change', ['grinding when braking', 'due for an oil change']],
    ['1. oil change\n2. tire rotation\n3. cabin filter', ['oil change', 'tire rotation', 'cabin filter']],
    ['- LOF\n- rotate\n* wipers', ['LOF', 'rotate', 'wipers']],
    ['lof/rotate', ['lof', 'rotate']],
    [
      'spark plugs and coils, and a fuel induction service',
      ['spark plugs', 'coils', 'a fuel induction service'],
    ],
    // Not places where a request ends.
    ['r&r front pads', ['r&r front pads']],
    ['a/c blowing warm', ['a/c blowing warm']],
    ['100,000 mile service', ['100,000 mile service']],
    ['oil change w/ filter', ['oil change w/ filter']],
  ])('%j → %j', (concern, pieces) => {
    expect(splitClauses(concern)).toEqual(pieces);
  });
});

let database: Database;
let index: GuideIndex;
let camry: EngineVehicle;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedKnowledge(database.db, 20261101);
  index = await loadGuideIndex(database.db);
  const [row] = await database.db.select().from(vehicles).where(eq(vehicles.vin, '4T1BF1FK3CU916668'));
  camry = row!;
}, 60_000);
afterAll(() => database.close());

/** The guide job of each request, as the engine would quote it. */
const jobsOf = (concern: string) =>
  splitRequests(index, concern, camry).map((r) => r.ranked[0]?.entry.job.smartJobId);

describe('splitRequests', () => {
  it.each([
    ['oil change and tire rotation', ['MNT-0001', 'TIR-0002']],
    ['cabin air filter and engine air filter', ['MNT-0006', 'MNT-0005']],
    ['replace battery, wipers and cabin filter', ['CHS-0001', 'MNT-0007', 'MNT-0006']],
    ['front brakes + alignment', ['BRK-0001', 'TIR-0008']],
    ['front and rear brake pads', ['BRK-0001', 'BRK-0003']],
    ['replace upstream and downstream o2 sensors', ['EXH-0003', 'EXH-0004']],
    ['1. oil change\n2. tire rotation\n3. cabin air filter', ['MNT-0001', 'TIR-0002', 'MNT-0006']],
    ['alternator and battery', ['CHS-0003', 'CHS-0001']],
    ['plugs, wires and fuel filter', ['IGN-0001', 'IGN-0007', 'FUL-0007']],
  ])('%j is %j', (concern, jobs) => {
    expect(jobsOf(concern)).toEqual(jobs);
  });

  it.each([
    ['Front Brake Pads and Rotors', 'BRK-0002'],
    ['front pads & rotors', 'BRK-0002'],
    ['tire rotation and balance', 'TIR-0001'],
    ['rotate and balance', 'TIR-0001'],
    ['coolant flush and fill', 'COL-0001'],
    ['mount and balance 4 tires', 'TIR-0003'],
    ['r&r spark plugs + coils', 'IGN-0004'],
    ['timing belt and water pump', 'ENG-0010'],
    ['serpentine belt and tensioner', 'ENG-0014'],
    ['front struts and mounts', 'SUS-0004'],
    ['trans fluid and filter', 'TRN-0003'],
    ['inner and outer tie rod', 'STR-0002'],
  ])('keeps %j one job (%s)', (concern, job) => {
    expect(jobsOf(concern)).toEqual([job]);
  });

  it.each([
    'scraping from rear wheels, shoes worn to the rivets',
    'car won’t start, just clicks',
    'batt failed load test, 6 yrs old, rpl',
    'truck bounces after bumps, rr shocks leaking oil',
    'drop pan, rpl trans filter',
    'wanders after new tie rods, frt end needs aligned',
    'oil drip between engine and trans bellhousing',
    'rr trailing arm bushings cracked, rear end wanders',
  ])('reads the description %j as one request, as typed', (concern) => {
    const requests = splitRequests(index, concern, camry);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.text).toBe(concern);
  });
});
