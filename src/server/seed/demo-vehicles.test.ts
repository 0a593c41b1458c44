import { describe, expect, it } from 'vitest';
import { getVehicleByPlateInput } from '../../shared/schemas/vehicle';
import { validateVin } from '../../shared/vehicle-identifiers';
import { createVinDecoder } from '../modules/vehicle/vin-decoder';
import { DEMO_PLATES } from './demo-vehicles';

const decoder = createVinDecoder();

describe('DEMO_PLATES', () => {
  it('includes the 2003 Honda Accord on CA 7ABC123', () => {
    expect(DEMO_PLATES).toContainEqual(
      expect.objectContaining({ state: 'CA', plate: '7ABC123', vin: '1HGCM82633A004352' }),
    );
  });

  it('has unique, well-formed plates and VINs', () => {
    expect(new Set(DEMO_PLATES.map((p) => `${p.state}:${p.plate}`)).size).toBe(DEMO_PLATES.length);
    expect(new Set(DEMO_PLATES.map((p) => p.vin)).size).toBe(DEMO_PLATES.length);
    for (const demo of DEMO_PLATES) {
      // Stored as a search would send them: the schema must leave them unchanged.
      expect(getVehicleByPlateInput.parse({ plate: demo.plate, state: demo.state })).toEqual({
        plate: demo.plate,
        state: demo.state,
      });
      expect(validateVin(demo.vin)).toBeNull();
    }
  });

  it.each(DEMO_PLATES)('$state $plate decodes as $label', async (demo) => {
    const decoded = await decoder.decode(demo.vin);
    expect(decoded).toMatchObject({ model_year: demo.year, make: demo.make, model: demo.model });
    expect(demo.label.startsWith(`${demo.year} ${demo.make} `)).toBe(true);
    expect(demo.label).toContain(demo.model);
  });
});
