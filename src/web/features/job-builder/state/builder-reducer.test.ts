import { describe, expect, it } from 'vitest';
import {
  type BuilderAction,
  type BuilderState,
  builderReducer,
  EMPTY_BUILDER,
  jobNameToSend,
  type PastJob,
  type PastPart,
  partFields,
} from './builder-reducer';

const pads: PastPart = {
  id: 'part-pads',
  name: 'Brake pads',
  part_number: 'BP-100',
  brand: 'Acme',
  description: null,
  quantity: 1,
  retail: 89.99,
  cost: 45,
  pcdb_part_type_id: 1684,
};
const rotor: PastPart = { ...pads, id: 'part-rotor', name: 'Rotor', part_number: 'RT-7', quantity: 2 };
const frontLabor = { id: 'labor-front', description: 'Replace front pads', hours: 1.5, rate: 120 };
const brakeJob: PastJob = {
  id: 'job-1',
  title: 'Front brakes',
  labor_items: [frontLabor, { id: 'labor-check', description: 'Inspect', hours: 0.3 }],
  part_items: [pads, rotor],
};

const run = (actions: BuilderAction[], from: BuilderState = EMPTY_BUILDER) =>
  actions.reduce(builderReducer, from);

describe('builderReducer', () => {
  it('ignores a past part or labor line whose id is already selected', () => {
    const state = run([
      { type: 'addPart', part: pads },
      { type: 'addPart', part: { ...pads, name: 'Other name' } },
      { type: 'addLabor', labor: frontLabor, defaultRate: 99 },
      { type: 'addLabor', labor: { ...frontLabor, hours: 9 }, defaultRate: 99 },
    ]);
    expect(state.parts.map((p) => p.newPart.name)).toEqual(['Brake pads']);
    expect(state.labor).toEqual([
      { id: 'labor-front', description: 'Replace front pads', hours: 1.5, rate: 99 },
    ]);
  });

  it("charges a past labor line at this shop's standard rate, not the past shop's", () => {
    const state = run([
      { type: 'addLabor', labor: { id: 'l', description: 'x', hours: 1 }, defaultRate: 142.5 },
      { type: 'addLabor', labor: { ...frontLabor, rate: 140 }, defaultRate: 165 },
    ]);
    expect(state.labor.map((l) => l.rate)).toEqual([142.5, 165]);
  });

  it('adds a whole job: merges its parts by part id and its labor, and names the job', () => {
    const state = run([
      { type: 'addPart', part: pads },
      { type: 'addJob', job: brakeJob, defaultRate: 100 },
      { type: 'addJob', job: brakeJob, defaultRate: 100 },
    ]);
    expect(state.parts.map((p) => p.id)).toEqual(['part-pads', 'part-rotor']);
    expect(state.labor.map((l) => [l.id, l.rate])).toEqual([
      ['labor-front', 100],
      ['labor-check', 100],
    ]);
    expect(state.jobName).toBe('Front brakes');
    expect(jobNameToSend(state)).toBe('Front brakes');
  });

  it('makes an edited part CUSTOM and keeps its original', () => {
    const state = run([
      { type: 'addPart', part: pads },
      { type: 'updatePart', id: 'part-pads', change: { quantity: 4, brand: 'Bosch' } },
    ]);
    const [part] = state.parts;
    expect(part!.source).toBe('CUSTOM');
    expect(part!.newPart).toMatchObject({ quantity: 4, brand: 'Bosch', name: 'Brake pads' });
    expect(part!.original).toEqual(partFields(pads));
  });

  it('makes a part PARTS_TECH when a supplier part is chosen', () => {
    const supplier = { ...partFields(pads), name: 'Supplier pads', cost: 39.5 };
    const state = run([
      { type: 'addPart', part: pads },
      { type: 'choosePart', id: 'part-pads', part: supplier },
    ]);
    expect(state.parts[0]).toMatchObject({ source: 'PARTS_TECH', newPart: supplier });
  });

  it('reverts an edited or chosen part to the original and clears its source', () => {
    for (const change of [
      { type: 'updatePart', id: 'part-pads', change: { retail: 1 } },
      { type: 'choosePart', id: 'part-pads', part: { ...partFields(pads), name: 'Other' } },
    ] satisfies BuilderAction[]) {
      const state = run([{ type: 'addPart', part: pads }, change, { type: 'revertPart', id: 'part-pads' }]);
      expect(state.parts[0]).toEqual({
        id: 'part-pads',
        original: partFields(pads),
        newPart: partFields(pads),
        source: '',
      });
    }
  });

  it('adds a blank labor line at the default rate, edits and removes lines', () => {
    const state = run([
      { type: 'addCustomLabor', id: 'new-1', defaultRate: 0 },
      { type: 'updateLabor', id: 'new-1', change: { description: 'Bleed brakes', hours: 0.5 } },
      { type: 'addPart', part: pads },
      { type: 'addPart', part: rotor },
      { type: 'removePart', id: 'part-pads' },
    ]);
    expect(state.labor).toEqual([{ id: 'new-1', description: 'Bleed brakes', hours: 0.5, rate: 0 }]);
    expect(state.parts.map((p) => p.id)).toEqual(['part-rotor']);
    expect(run([{ type: 'removeLabor', id: 'new-1' }], state).labor).toEqual([]);
  });

  it('resets parts, labor and the name, keeping the matrix toggles', () => {
    const state = run([
      { type: 'addJob', job: brakeJob, defaultRate: 100 },
      { type: 'setJobName', name: 'My job' },
      { type: 'setMatrix', kind: 'labor', applied: true },
      { type: 'reset' },
    ]);
    expect(state).toEqual({ ...EMPTY_BUILDER, isLaborMatrixApplied: true });
    expect(jobNameToSend(state)).toBe('New Job created by Repair Quotes');
  });

  it('sends the default job name for a blank name', () => {
    expect(jobNameToSend({ ...EMPTY_BUILDER, jobName: '   ' })).toBe('New Job created by Repair Quotes');
  });
});
