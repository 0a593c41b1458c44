import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { createVinDecoder } from './vin-decoder';

const decoder = createVinDecoder();

describe('createVinDecoder', () => {
  it('decodes 1HGCM82633A004352 as a 2003 Honda Accord EX-V6 with a 3.0 L V6', async () => {
    await expect(decoder.decode('1HGCM82633A004352')).resolves.toEqual({
      vin: '1HGCM82633A004352',
      make: 'Honda',
      model: 'Accord',
      model_year: 2003,
      vehicle_type: 'Passenger Car',
      trim: 'EX-V6',
      trim_2: null,
      body_class: 'Coupe',
      drive_type: null,
      engine_cylinders: 6,
      displacement_l: '3.0',
      fuel_type_primary: 'Gasoline',
      manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
      series: null,
      series_2: null,
    });
  });

  it.each([
    // Displacement given in litres without a decimal is written like vPIC's other values.
    [
      '1FTEF14N5KNB35920',
      { make: 'Ford', model: 'F-150', model_year: 1989, displacement_l: '5.0', engine_cylinders: 8 },
    ],
    // Only cubic centimetres in the pattern: converted to litres.
    ['3VWSD29M41M067176', { make: 'Volkswagen', model: 'Jetta', model_year: 2001, displacement_l: '1.8' }],
    // Series and vPIC's long body class are kept as vPIC words them.
    [
      '2T1BR30E36C599972',
      {
        make: 'Toyota',
        model: 'Corolla',
        series: 'ZZE130L/ZZE131L',
        body_class: 'Sedan/Saloon',
        displacement_l: '1.8',
      },
    ],
    [
      '1GKLVKED6AJ152841',
      { make: 'GMC', model: 'Acadia', trim: 'SLE-1', vehicle_type: 'Multipurpose Passenger Vehicle (MPV)' },
    ],
  ])('maps %s', async (vin, expected) => {
    expect(await decoder.decode(vin)).toMatchObject(expected);
  });

  it.each([
    // A valid VIN whose manufacturer codes the offline vPIC data has no patterns for.
    '5N1NJ01CXST000001',
    // The make is known but no model pattern matches.
    '1GCHK29U11E231511',
  ])('refuses %s when make, model or year cannot be identified', async (vin) => {
    const error = await decoder.decode(vin).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      message: `We could not decode VIN ${vin}. Check it and try again.`,
    });
  });

  it('unpacks its database into an empty cache directory and leaves no temporary files', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'rq-corgi-'));
    try {
      const fresh = createVinDecoder({ cacheDir });
      const [first, second] = await Promise.all([
        fresh.decode('1HGCM82633A004352'),
        fresh.decode('5FNRL38297B007384'),
      ]);
      expect(first.model).toBe('Accord');
      expect(second).toMatchObject({ make: 'Honda', model: 'Odyssey', model_year: 2007, trim: 'LX' });
      expect(readdirSync(cacheDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
