import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { vehicles } from '../db/schema';
import { seedKnowledge } from '../seed/generate/knowledge';
import { createTestDatabase } from '../test/test-database';
import { chooseDiagnosis, diagnosisName, isDiagnosticJob, likelyRepairOf } from './diagnosis';
import type { EngineVehicle } from './engine';
import { type GuideIndex, loadGuideIndex, scoreGuideJobs } from './guide-index';
import { parseConcern } from './understand/concern';

// The diagnosis a symptom is charged, chosen on the demo labor guide for a 2003-era sedan: by the
// code's family first, then the system and component of the likely repair, never simply the first
// diagnostic job ranked.

let database: Database;
let index: GuideIndex;
let accord: EngineVehicle;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedKnowledge(database.db, 20261101);
  index = await loadGuideIndex(database.db);
  const [row] = await database.db.select().from(vehicles).where(eq(vehicles.vin, '1HGCP2F30AA226901'));
  accord = row!;
}, 60_000);
afterAll(() => database.close());

/** The operations charged first for a concern, with the likely repair they were chosen for. */
function diagnosisFor(concern: string) {
  const parsed = parseConcern(concern, index.vocabulary);
  const ranked = scoreGuideJobs(index, parsed, accord);
  const top = ranked.slice(0, 5);
  const repair = likelyRepairOf(
    top.map((r) => ({ job: r.entry, score: r.score, system: r.entry.job.system })),
  );
  const choice = chooseDiagnosis(index, ranked, parsed, accord, repair, top[0]?.entry);
  return choice && { operations: choice.labor.map((l) => l.name), name: diagnosisName(choice), repair };
}

describe('chooseDiagnosis', () => {
  it.each([
    ['CEL on, code P0301 misfire cylinder 1', ['Engine Misfire - Diagnose']],
    ['P0300 random misfire', ['Engine Misfire - Diagnose']],
    ['code P0135 O2 sensor heater', ['Engine Performance - Diagnose (Check Engine Light)']],
    ['cel on P0455 large evap leak', ['EVAP System - Diagnose (Smoke Test)']],
    ['P0420', ['Catalyst Efficiency - Diagnose']],
    ['oil leak from top of engine', ['Engine Oil Leak - Diagnose (Dye Test)']],
    ['grinding noise front when braking', ['Brake System - Inspect', 'Brake System - Road Test']],
    ['abs light on C0035', ['ABS System - Diagnose']],
  ])('%s → %j', (concern, operations) => {
    expect(diagnosisFor(concern)?.operations).toEqual(operations);
  });

  it('names a diagnose operation of a repair job as a job of its own', () => {
    expect(diagnosisFor('P0300 random misfire')?.name).toBe('Engine Misfire Diagnosis');
    expect(diagnosisFor('P0420')?.name).toBe('Catalytic Converter Efficiency Diagnosis');
  });
});

describe('isDiagnosticJob', () => {
  it('counts a test with its dye, not an inspection that sells parts', () => {
    const dye = index.bySmartJobId.get('ENG-0005')!;
    const service = index.bySmartJobId.get('MNT-0012')!;
    expect(isDiagnosticJob(dye)).toBe(true);
    expect(isDiagnosticJob(service)).toBe(false);
    expect(isDiagnosticJob(index.bySmartJobId.get('BRK-0013')!)).toBe(true);
    expect(isDiagnosticJob(index.bySmartJobId.get('BRK-0002')!)).toBe(false);
  });
});
