import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import { GUIDE_JOBS } from './guide-jobs';
import { OE_BRANDS, PART_TYPES } from './part-types';
import { SYSTEMS } from './types';

const PREFIX_BY_SYSTEM: Record<(typeof SYSTEMS)[number], string> = {
  Brakes: 'BRK',
  Engine: 'ENG',
  Ignition: 'IGN',
  Fuel: 'FUL',
  Cooling: 'COL',
  'Charging & Starting': 'CHS',
  HVAC: 'HVC',
  Steering: 'STR',
  Suspension: 'SUS',
  'Drivetrain & Axles': 'DRV',
  Transmission: 'TRN',
  'Exhaust & Emissions': 'EXH',
  'Electrical & Lighting': 'ELE',
  Maintenance: 'MNT',
  'Tires & Wheels': 'TIR',
};
const partTypes = new Map(PART_TYPES.map((t) => [t.partTypeId, t]));
const jobIds = new Set(GUIDE_JOBS.map((j) => j.smartJobId));
const isTenths = (hours: number) => Math.abs(hours * 10 - Math.round(hours * 10)) < 1e-9;
const jobsUsing = (name: string) =>
  GUIDE_JOBS.filter((j) => j.parts.some((p) => partTypes.get(p.partTypeId)?.name === name));

describe('GUIDE_JOBS', () => {
  it('has at least 160 jobs with unique, well-formed smart job ids', () => {
    expect(GUIDE_JOBS.length).toBeGreaterThanOrEqual(160);
    expect(jobIds.size).toBe(GUIDE_JOBS.length);
    for (const job of GUIDE_JOBS) {
      expect(job.smartJobId).toMatch(new RegExp(`^${PREFIX_BY_SYSTEM[job.system]}-\\d{4}$`));
    }
  });

  it('covers every system with at least 6 jobs, and more for the busiest systems', () => {
    const count = (system: string) => GUIDE_JOBS.filter((j) => j.system === system).length;
    for (const system of SYSTEMS) expect(count(system), system).toBeGreaterThanOrEqual(6);
    for (const system of ['Brakes', 'Maintenance', 'Engine', 'Suspension']) {
      expect(count(system), system).toBeGreaterThanOrEqual(15);
    }
  });

  it('files every job under a known category, and every category has a job', () => {
    expect(new Set(CATEGORIES).size).toBe(CATEGORIES.length);
    const used = new Set(GUIDE_JOBS.map((j) => j.category));
    for (const category of used) expect(CATEGORIES, category).toContain(category);
    for (const category of CATEGORIES) expect(used, category).toContain(category);
  });

  it.each(GUIDE_JOBS)('$smartJobId has the shape of a guide job', (job) => {
    expect(job.name.trim()).toBe(job.name);
    expect(job.keywords.length).toBeGreaterThanOrEqual(4);
    expect(job.keywords.length).toBeLessThanOrEqual(10);
    expect(new Set(job.keywords.map((k) => k.toLowerCase())).size).toBe(job.keywords.length);
    expect(job.findings.length).toBeGreaterThanOrEqual(2);
    expect(job.findings.length).toBeLessThanOrEqual(4);
    expect(job.labor.length).toBeGreaterThanOrEqual(1);
    expect(job.labor.length).toBeLessThanOrEqual(3);
    expect(job.parts.length).toBeLessThanOrEqual(5);
    expect(Number.isInteger(job.frequency)).toBe(true);
    expect(job.frequency).toBeGreaterThanOrEqual(1);
    expect(job.frequency).toBeLessThanOrEqual(10);
  });

  it('writes trouble codes in the SAE form (P0420, C0035, B0001, U0100)', () => {
    for (const job of GUIDE_JOBS) {
      for (const keyword of job.keywords.filter((k) => /^[PBCU]\d/.test(k))) {
        expect(keyword, job.smartJobId).toMatch(/^[PBCU][0-3][0-9A-F]{3}$/);
      }
    }
  });

  it('gives motor times in tenths of an hour, above 0 and at most 20', () => {
    for (const job of GUIDE_JOBS) {
      for (const line of job.labor) {
        expect(line.baseHours, `${job.smartJobId} ${line.name}`).toBeGreaterThan(0);
        expect(line.baseHours, `${job.smartJobId} ${line.name}`).toBeLessThanOrEqual(20);
        expect(isTenths(line.baseHours), `${job.smartJobId} ${line.name}`).toBe(true);
      }
    }
  });

  it('only lengthens work for harder vehicles (every modifier above 1 and below 3)', () => {
    for (const job of GUIDE_JOBS) {
      for (const line of job.labor) {
        for (const [trait, factor] of Object.entries(line.modifiers ?? {})) {
          expect(factor, `${job.smartJobId} ${line.name} ${trait}`).toBeGreaterThan(1);
          expect(factor, `${job.smartJobId} ${line.name} ${trait}`).toBeLessThan(3);
        }
      }
    }
  });

  it('uses known part types, sold above cost and within a plausible markup', () => {
    for (const job of GUIDE_JOBS) {
      for (const part of job.parts) {
        const type = partTypes.get(part.partTypeId);
        expect(type, `${job.smartJobId} ${part.name}`).toBeDefined();
        if (!type) continue;
        expect(part.retail, `${job.smartJobId} ${part.name}`).toBeGreaterThanOrEqual(type.cost[0]);
        expect(part.retail, `${job.smartJobId} ${part.name}`).toBeLessThanOrEqual(type.cost[1] * 3);
        expect(Number.isInteger(part.quantity) && part.quantity > 0, part.name).toBe(true);
      }
    }
  });

  it('links companions to other existing jobs', () => {
    for (const job of GUIDE_JOBS) {
      for (const companion of job.companions ?? []) {
        expect(jobIds, `${job.smartJobId} -> ${companion}`).toContain(companion);
        expect(companion).not.toBe(job.smartJobId);
      }
    }
  });

  it('restricts diesel, hybrid and 4WD/AWD jobs to the vehicles that have them', () => {
    for (const job of GUIDE_JOBS) {
      if (/Diesel|DEF|Glow Plug/.test(job.name)) {
        expect(job.appliesTo?.fuel, job.smartJobId).toEqual(['Diesel']);
      }
      if (/Hybrid/.test(job.name)) {
        expect(job.appliesTo?.fuel, job.smartJobId).toContain('Hybrid');
        expect(job.appliesTo?.fuel, job.smartJobId).not.toContain('Gasoline');
      }
      if (/Transfer Case|4WD|AWD/.test(job.name)) {
        expect(job.appliesTo?.drive?.length, job.smartJobId).toBeGreaterThan(0);
        for (const drive of job.appliesTo?.drive ?? []) expect(['AWD', '4WD']).toContain(drive);
      }
    }
  });

  it('never offers engine work for electric vehicles, nor spark-ignition parts for diesels', () => {
    for (const job of GUIDE_JOBS.filter((j) =>
      ['Oil Change', 'Spark Plugs', 'Ignition Coils'].includes(j.category),
    )) {
      expect(job.appliesTo?.fuel, job.smartJobId).toBeDefined();
      expect(job.appliesTo?.fuel, job.smartJobId).not.toContain('Electric');
    }
    for (const job of [...jobsUsing('Spark Plug'), ...jobsUsing('Ignition Coil')]) {
      expect(job.appliesTo?.fuel, job.smartJobId).not.toContain('Diesel');
      expect(job.appliesTo?.fuel, job.smartJobId).not.toContain('Electric');
    }
  });

  it('sizes spark plugs by cylinder count', () => {
    const plugs = jobsUsing('Spark Plug').flatMap((j) => j.parts.filter((p) => p.partTypeId === 7212));
    expect(plugs.length).toBeGreaterThan(0);
    for (const part of plugs) expect(part).toMatchObject({ quantity: 4, perCylinder: true });
  });
});

describe('PART_TYPES', () => {
  it('has unique ids, including the PCdb ids we know', () => {
    expect(partTypes.size).toBe(PART_TYPES.length);
    expect(partTypes.get(1684)?.name).toBe('Disc Brake Pad Set');
    expect(partTypes.get(1896)?.name).toBe('Disc Brake Rotor');
    expect(partTypes.get(5340)?.name).toBe('Engine Oil Filter');
    expect(partTypes.get(7212)?.name).toBe('Spark Plug');
    expect(partTypes.get(7168)?.name).toBe('Ignition Coil');
  });

  it.each(PART_TYPES)('$partTypeId $name has a cost range and aftermarket brands', (type) => {
    const [min, max] = type.cost;
    expect(min).toBeGreaterThan(0);
    expect(min).toBeLessThan(max);
    expect(type.aftermarketBrands.length).toBeGreaterThanOrEqual(3);
    expect(new Set(type.aftermarketBrands).size).toBe(type.aftermarketBrands.length);
    for (const brand of type.aftermarketBrands) expect(Object.values(OE_BRANDS)).not.toContain(brand);
  });

  it('is exactly the set of part types the guide jobs use', () => {
    const used = new Set(GUIDE_JOBS.flatMap((j) => j.parts.map((p) => p.partTypeId)));
    expect([...partTypes.keys()].filter((id) => !used.has(id))).toEqual([]);
  });
});

describe('OE_BRANDS', () => {
  it.each([
    ['Ford', 'Motorcraft'],
    ['Chevrolet', 'ACDelco'],
    ['GMC', 'ACDelco'],
    ['Buick', 'ACDelco'],
    ['Ram', 'Mopar'],
    ['Dodge', 'Mopar'],
    ['Jeep', 'Mopar'],
    ['Chrysler', 'Mopar'],
    ['Toyota', 'Toyota Genuine Parts'],
    ['Honda', 'Honda Genuine Parts'],
    ['Nissan', 'Nissan Genuine Parts'],
    ['Hyundai', 'Hyundai Genuine Parts'],
    ['Kia', 'Kia Genuine Parts'],
    ['Subaru', 'Subaru Genuine Parts'],
    ['Volkswagen', 'VW Genuine Parts'],
    ['BMW', 'BMW Genuine Parts'],
    ['Mercedes-Benz', 'Mercedes-Benz Genuine Parts'],
    ['Mazda', 'Mazda Genuine Parts'],
    ['Tesla', 'Tesla'],
  ])('maps %s to %s', (make, brand) => {
    expect(OE_BRANDS[make]).toBe(brand);
  });
});
