import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedRepairKnowledge } from '../generate';
import { canonicalJson, seededTableDigests, sha256 } from './catalog-digest';
import { CATEGORIES } from './categories';
import { GUIDE_JOBS, guideJobFileSchema } from './guide-jobs';
import { CatalogDataError, parseCatalogCsv, parseCatalogJson } from './load';
import { LABOR_RATES, NETWORK_CITIES, SHOP_NAME_PATTERNS, SURNAMES, TECHNICIANS } from './network-shops';
import { OE_BRANDS, PART_TYPES } from './part-types';
import { SUPPLIERS } from './suppliers';
import { SYSTEMS } from './types';
import { VEHICLES, vehicleRowSchema } from './vehicles';

// Both digests were recorded BEFORE the catalogue moved from TypeScript object literals to the JSON
// and CSV files of this folder (from the TypeScript modules, with this test and catalog-digest.ts),
// and checked to be the same on a second fresh database. They prove the move changed no data; a
// deliberate change to the catalogue changes them, and the change's author records the new values.
// The jobs digest leaves out search_vector (decided by the PostgreSQL version); it was recorded
// again on the pre-move commit (fc5160f's catalogue) once that column was left out.
const SEEDED_DIGESTS: Record<string, string> = {
  categories: '56 9cd8e06e987d1c0edbed88001953d3d467c30325c7d9516ccae26c23c9402f6f',
  guide_jobs: '227 7665405612fbf53a44ec1ab3cccc917b7d2d531f1762f1784a3c824975f77a78',
  guide_labor_items: '271 66782ad372655c8cdd7320b34ed364f48cd5f40226646bd30c68b3d1928f3fac',
  guide_part_items: '296 b67583ce54d3b20af4ef78fae1d8e123e6e1ed9f3b9b847beb84cffd35c8380d',
  vehicles: '101 b494b2f7832d0a6ed2ff46bd13bfff2b4c8b7fa41b1d4549f0a8d8b28e635f56',
  part_types: '170 3ccdaa71d6aa7af9db3a34e411635cf56d439982863350f033740cec463c87ce',
  catalog_parts: '4338 83e7962fdce40a36cfd0bcd59213a5190967e736e77cb812dc2d096c3279f23a',
  suppliers: '21 ce2b62cd65551ce1054b377ef0ff7d07fe8bc162bd2e394bde2db7fca656f655',
  supplier_stores: '37 aab4ad55090f5e0d765d30273e08e6b952869e1e07970108aa9cb2098fd175e8',
  catalog_stock: '71999 6f1bb6e07e3590b7e688bad1e6211b2a1321098fca605dd6c2cb15bc17744dd3',
  shops: '42 680e7b9da4851a556713f83a4c565d84847d6c4a8d79f0b5be9f7b41b1569c17',
  repair_orders: '1278 034d131e36b795070089b6aff64aaee2e711140cc5c568436772db54bed0dd3d',
  repair_order_concerns: '1500 67bbaa660061112c67c6e644d55285dc6e1d9237ab8063dd121f7792dbe31a0a',
  jobs: '1500 5a86f10fbc231aa0e2e3dad96806496d20e43ec4983277d429f0c82c06b1c533',
  job_labor_items: '1712 9b0b6243e8d38a86785888c21dcfa88b7d34d464993949406ff2213c0300631c',
  job_part_items: '1769 c4b6e61380451442680fbddd2f55dab54996cf9124109813b522bda7851202c0',
};
/** The exported catalogue values as canonical JSON, which also covers what no table stores whole. */
const VALUES_DIGEST = '7e15bb579493b09bce61426fd7293c4004fceb92eb722fbec8d17d3dfe7518ec';

const readData = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

describe('the catalogue data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // As the tests' fixtures seed (seedQuoting): into a fresh database, with the default seed.
    await seedRepairKnowledge(t.db, { jobs: 1500 });
  }, 120_000);
  afterAll(() => t.close());

  it('seeds the same rows as the catalogue did before it moved to data files', async () => {
    expect(await seededTableDigests(t.db)).toEqual(SEEDED_DIGESTS);
  });

  it('loads the same values as before it moved to data files', () => {
    const values = {
      CATEGORIES,
      GUIDE_JOBS,
      PART_TYPES,
      OE_BRANDS,
      SUPPLIERS,
      VEHICLES,
      NETWORK_CITIES,
      SHOP_NAME_PATTERNS,
      SURNAMES,
      TECHNICIANS,
      LABOR_RATES,
      SYSTEMS,
    };
    expect(sha256(canonicalJson(values))).toBe(VALUES_DIGEST);
  });
});

describe('loading a malformed catalogue file', () => {
  const brakes = () => JSON.parse(readData('guide-jobs/brakes.json'));

  it('names the file, the entry and the field of a bad value', () => {
    const data = brakes();
    data.jobs[1].parts[0].retail = 'cheap';
    expect(() =>
      parseCatalogJson('guide-jobs/brakes.json', JSON.stringify(data), guideJobFileSchema),
    ).toThrow(
      new CatalogDataError(
        'guide-jobs/brakes.json has invalid entries:\n' +
          '  jobs[1] (BRK-0002).parts[0] (Disc Brake Pad Set, Front - Ceramic).retail: ' +
          'Invalid input: expected number, received string',
      ),
    );
  });

  it('rejects a misspelt field and a system that does not exist', () => {
    const data = brakes();
    data.jobs[0].parts[0].perCylindre = true;
    data.jobs[2].system = 'Brake';
    let message = '';
    try {
      parseCatalogJson('guide-jobs/brakes.json', JSON.stringify(data), guideJobFileSchema);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(
      'jobs[0] (BRK-0001).parts[0] (Disc Brake Pad Set, Front - Ceramic): Unrecognized key: "perCylindre"',
    );
    expect(message).toMatch(/jobs\[2\] \(BRK-0003\)\.system: Invalid option: expected one of "Brakes"\|/);
  });

  it('names the file of text that is not JSON', () => {
    expect(() => parseCatalogJson('guide-jobs/brakes.json', '{ "about": ', guideJobFileSchema)).toThrow(
      /^guide-jobs\/brakes\.json is not valid JSON: /,
    );
  });

  it('names the line and the vehicle of a bad CSV row', () => {
    const [header, first, ...rest] = readData('vehicles.csv').split('\n');
    const bad = first!.replace(',2013,', ',20x3,');
    expect(() =>
      parseCatalogCsv('vehicles.csv', [header, bad, ...rest].join('\n'), vehicleRowSchema),
    ).toThrow('vehicles.csv has invalid rows:\n  line 2 (1FTFW1EF4DF127183) year: expected a number');
    const short = first!.replace(/,10$/, '');
    expect(() => parseCatalogCsv('vehicles.csv', [header, short].join('\n'), vehicleRowSchema)).toThrow(
      'line 2: 10 cells where the header names 11',
    );
  });

  it('checks a CSV row against the vehicle schema once it is read', () => {
    const [header, first] = readData('vehicles.csv').split('\n');
    const bad = first!.replace(',Gasoline,', ',Petrol,');
    expect(() => parseCatalogCsv('vehicles.csv', [header, bad].join('\n'), vehicleRowSchema)).toThrow(
      /line 2 \(1FTFW1EF4DF127183\) engine\.fuel: Invalid option/,
    );
  });
});
