import { describe, expect, it } from 'vitest';
import { validateVin } from '../../../shared/vehicle-identifiers';
import { createVinDecoder } from '../../modules/vehicle/vin-decoder';
import { VEHICLES, vehicleKey } from './vehicles';

const decoder = createVinDecoder();

describe('VEHICLES', () => {
  it('has at least 45 vehicles of at least 12 makes', () => {
    expect(VEHICLES.length).toBeGreaterThanOrEqual(45);
    expect(new Set(VEHICLES.map((v) => v.make)).size).toBeGreaterThanOrEqual(12);
  });

  it('includes a 2013 Ford F-150', () => {
    expect(VEHICLES).toContainEqual(expect.objectContaining({ make: 'Ford', model: 'F-150', year: 2013 }));
  });

  it('has unique VINs and keys', () => {
    expect(new Set(VEHICLES.map((v) => v.vin)).size).toBe(VEHICLES.length);
    expect(new Set(VEHICLES.map((v) => v.vin.slice(11))).size).toBe(VEHICLES.length);
    expect(new Set(VEHICLES.map(vehicleKey)).size).toBe(VEHICLES.length);
  });

  it('keys vehicles by make, model, year and engine', () => {
    const f150 = VEHICLES.find((v) => v.year === 2013 && v.model === 'F-150' && v.engine.displacementL === 5);
    expect(f150 && vehicleKey(f150)).toBe('ford-f-150-2013-5.0');
  });

  it.each(VEHICLES)('$year $make $model ($vin) decodes as claimed', async (v) => {
    expect(validateVin(v.vin)).toBeNull();
    expect(v.popularity).toBeGreaterThanOrEqual(1);
    expect(v.popularity).toBeLessThanOrEqual(10);
    const decoded = await decoder.decode(v.vin);
    expect(decoded.make?.toLowerCase()).toBe(v.make.toLowerCase());
    expect(decoded.model?.toLowerCase()).toBe(v.model.toLowerCase());
    expect(decoded.model_year).toBe(v.year);
    if (decoded.engine_cylinders !== null) expect(v.engine.cylinders).toBe(decoded.engine_cylinders);
    if (decoded.displacement_l !== null) {
      expect(v.engine.displacementL).toBeCloseTo(Number(decoded.displacement_l), 1);
    }
    if (decoded.fuel_type_primary === 'Diesel' || decoded.fuel_type_primary === 'Electric') {
      expect(v.engine.fuel).toBe(decoded.fuel_type_primary);
    }
  });
});
