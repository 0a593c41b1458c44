import { describe, expect, it } from 'vitest';
import { VEHICLES } from '../seed/catalog/vehicles';
import { toVehicleRow } from '../seed/generate/vehicle-rows';
import type { EngineVehicle } from './engine';
import { ENGINE_OIL_SPECS, type EngineOilSpec } from './engine-oil';
import data from './engine-oil.json' with { type: 'json' };
import {
  engineOilSpec,
  engineQuantity,
  oilCapacity,
  oilViscosityFor,
  oneSideAsked,
  partQuantity,
} from './vehicle-quantities';

const vehicle = (
  engine_cylinders: number | null,
  displacement_l: string | null,
  fuel = 'Gasoline',
): EngineVehicle => ({
  id: 'v',
  make: 'Ford',
  model: 'F-150',
  model_year: 2013,
  trim: null,
  vin: '1FTFW1EF4DF127183',
  engine_cylinders,
  displacement_l,
  drive_type: null,
  body_class: null,
  fuel_type_primary: fuel,
});

/** A vehicle as the engine sees it ('2003 Honda Accord'): the VIN's year, make and model, vPIC's engine. */
const car = (
  vehicle: string,
  displacement_l: string | null,
  engine_cylinders: number | null,
  fuel = 'Gasoline',
): EngineVehicle => {
  const [year, make, ...model] = vehicle.split(' ');
  return {
    id: 'v',
    make: make!,
    model: model.join(' '),
    model_year: Number(year),
    trim: null,
    vin: '1HGCM82633A004352',
    engine_cylinders,
    displacement_l,
    drive_type: null,
    body_class: null,
    fuel_type_primary: fuel,
  };
};

const PLUG = { name: 'Spark Plug - Iridium', quantity: 4, pcdbPartTypeId: 7212, perCylinder: true };
const COIL = { name: 'Ignition Coil', quantity: 1, pcdbPartTypeId: 7168 };
const ALL_COILS = { ...COIL, quantity: 4, perCylinder: true };
const OIL = { name: 'Full Synthetic Engine Oil 0W-20/5W-30, 1 qt', quantity: 5, pcdbPartTypeId: 12138 };
const ROTOR = { name: 'Disc Brake Rotor, Front - Coated', quantity: 2, pcdbPartTypeId: 1896 };
const PADS = { name: 'Disc Brake Pad Set, Front - Ceramic', quantity: 1, pcdbPartTypeId: 1684 };

describe('oilCapacity', () => {
  it.each([
    [4, '1.8', 'Gasoline', 4.5],
    [4, '2.0', 'Gasoline', 4.5],
    [4, '2.5', 'Gasoline', 5],
    [4, null, 'Gasoline', 5],
    [3, '1.0', 'Gasoline', 4],
    [5, '2.5', 'Gasoline', 6],
    [6, '3.0', 'Gasoline', 5.5],
    [6, '3.5', 'Gasoline', 6],
    [6, null, 'Gasoline', 6],
    [8, '4.8', 'Gasoline', 6],
    [8, '5.0', 'Gasoline', 7.5],
    [8, '5.7', 'Flex Fuel', 7.5],
    [10, '6.8', 'Gasoline', 8],
    [4, '2.0', 'Diesel', 5.5],
    [6, '3.0', 'Diesel', 9],
    [6, '6.7', 'Diesel', 12],
    [8, '6.7', 'Diesel', 13],
  ])('%i cylinders, %s L, %s: %f qt with the filter', (cylinders, litres, fuel, quarts) => {
    expect(oilCapacity(vehicle(cylinders, litres, fuel))).toBe(quarts);
  });

  it('knows nothing of an engine whose cylinders are unknown', () => {
    expect(oilCapacity(vehicle(null, '3.5'))).toBeUndefined();
  });
});

describe('engineQuantity', () => {
  it.each([
    [4, 4],
    [6, 6],
    [8, 8],
  ])('gives a %i-cylinder engine %i spark plugs and coils when all are replaced', (cylinders, expected) => {
    expect(engineQuantity(PLUG, vehicle(cylinders, '3.5'))?.quantity).toBe(expected);
    expect(engineQuantity(ALL_COILS, vehicle(cylinders, '3.5'))?.quantity).toBe(expected);
  });

  it('leaves one coil one coil, and quotes oil in whole quarts rounded up', () => {
    expect(engineQuantity(COIL, vehicle(6, '3.5'))).toBeUndefined();
    expect(engineQuantity(OIL, vehicle(6, '3.0'))).toEqual({
      quantity: 6,
      note: 'Quantity from the engine: a 3.0 L 6-cylinder takes about 5.5 qt with the filter',
    });
    expect(engineQuantity(OIL, vehicle(4, '1.8'))?.quantity).toBe(5);
    expect(engineQuantity(OIL, vehicle(8, '5.0'))?.quantity).toBe(8);
  });

  it('does not count quarts of oil sold by the jug', () => {
    expect(
      engineQuantity({ ...OIL, name: 'Engine Oil, 5 qt jug', quantity: 1 }, vehicle(8, '5.0')),
    ).toBeUndefined();
  });
});

describe('oneSideAsked', () => {
  it.each([
    ['front pads and rotors', false],
    ['replace front brakes, both rotors', false],
    ['front pads and lf rotor', true],
    ['front pads and rotors, one side only', true],
    ['rotor on the driver side is warped', true],
    ['left front brakes grinding, pads and rotors', false],
    ['pulls to the right when braking, front pads and rotors', false],
    ['replace right rear strut', true],
  ])('%s → one side: %s', (request, expected) => {
    const part = /strut/.test(request)
      ? { name: 'Suspension Strut, Rear', quantity: 2, pcdbPartTypeId: 7580 }
      : ROTOR;
    expect(oneSideAsked(part, request)).toBe(expected);
  });
});

describe('partQuantity', () => {
  const quantity = (
    part: typeof PLUG | typeof ROTOR | typeof PADS | typeof COIL,
    v: EngineVehicle,
    request: string,
    seen?: number,
  ) =>
    partQuantity({
      part,
      vehicle: v,
      request,
      network: { quantity: seen, count: seen === undefined ? 0 : 12 },
    });

  it('takes the vehicle over the network and says so when they disagree', () => {
    expect(quantity(PLUG, vehicle(6, '3.5'), 'spark plugs', 4)).toEqual({
      quantity: 6,
      note: 'Quantity from the engine: 6 cylinders (network jobs show 4)',
    });
    expect(quantity(PLUG, vehicle(8, '5.0'), 'spark plugs', 8)).toEqual({
      quantity: 8,
      note: 'Quantity from the engine: 8 cylinders',
    });
  });

  it('falls back to the network, then the guide, when the engine is unknown, and says so', () => {
    expect(quantity(PLUG, vehicle(null, null), 'spark plugs', 6)).toEqual({
      quantity: 6,
      note: 'Engine unknown (VIN not decoded): quantity from 12 similar network jobs',
    });
    expect(quantity(PLUG, vehicle(null, null), 'spark plugs')).toEqual({
      quantity: 4,
      note: 'Engine unknown (VIN not decoded): quantity from the labor guide',
    });
  });

  it('quotes rotors per side as asked and pads per axle', () => {
    expect(quantity(ROTOR, vehicle(4, '2.5'), 'front pads and rotors', 2)).toEqual({ quantity: 2 });
    expect(quantity(ROTOR, vehicle(4, '2.5'), 'front pads and lf rotor', 2)).toEqual({
      quantity: 1,
      note: 'Quantity as asked: one side (network jobs show 2)',
    });
    expect(quantity(ROTOR, vehicle(4, '2.5'), 'front pads and rotors', 1)).toEqual({
      quantity: 2,
      note: 'Quantity per axle: both sides (network jobs show 1)',
    });
    expect(quantity(PADS, vehicle(4, '2.5'), 'front pads', 2)).toEqual({
      quantity: 1,
      note: 'Quantity per axle: one set (network jobs show 2)',
    });
  });

  it('keeps the network’s quantity for parts the vehicle does not decide', () => {
    expect(quantity(COIL, vehicle(6, '3.5'), 'coil on cylinder 3', 1)).toEqual({ quantity: 1 });
    expect(quantity(COIL, vehicle(6, '3.5'), 'coil on cylinder 3')).toEqual({ quantity: 1 });
  });
});

describe('engineOilSpec', () => {
  it.each([
    ['2003 Honda Accord', '3.0', 6, 'Gasoline', 'J30A4', 4.6, '5W-20', false],
    ['2018 Toyota Camry', '2.5', 4, 'Gasoline', 'A25A-FKS', 4.8, '0W-16', true],
    ['2013 Ford F-150', '5', 8, 'Gasoline', '5.0 Ti-VCT Coyote', 7.7, '5W-20', false],
    ['2018 Ford F-150', '3.5', 6, 'Gasoline', '3.5 EcoBoost', 6, '5W-30', false],
    ['2016 Ram 2500', '6.7', 6, 'Diesel', 'Cummins 6.7 ISB', 12, '15W-40', false],
    ['2006 Toyota Corolla', '1.8', 4, 'Gasoline', '1ZZ-FE', 3.9, '5W-30', false],
  ])(
    '%s %s L (%i cyl, %s): %s, %f qt, %s',
    (name, litres, cylinders, fuel, engineCode, quarts, viscosity, syntheticRequired) => {
      expect(engineOilSpec(car(name, litres, cylinders, fuel))).toMatchObject({
        engineCode,
        quarts,
        viscosity,
        syntheticRequired,
      });
    },
  );

  it('falls back to the make’s row when no row names the model', () => {
    expect(engineOilSpec(car('2013 Jeep Wrangler', '3.6', 6))?.engineCode).toBe('3.6 Pentastar');
    expect(engineOilSpec(car('2011 Buick LaCrosse', '3.6', 6))?.engineCode).toBe('3.6 V6 LY7/LLT/LFX');
  });

  it('reads model names the way vPIC and advisors write them', () => {
    expect(engineOilSpec(car('2016 Chevrolet Silverado 1500', '5.3', 8))?.quarts).toBe(8);
    expect(engineOilSpec(car('2013 ford F150', '5.0', 8))?.quarts).toBe(7.7);
    expect(engineOilSpec(car('2013 Jeep Grand Cherokee', '2.4', 4))).toBeUndefined();
  });

  it('takes the closest displacement of rows 0.1 L apart', () => {
    expect(engineOilSpec(car('2015 Ford Escape', '1.6', 4))?.engineCode).toBe('1.6 EcoBoost');
    expect(engineOilSpec(car('2015 Ford Escape', '1.5', 4))?.engineCode).toBe('1.5 EcoBoost');
  });

  it('gives a hybrid its hybrid engine and a diesel only diesel rows', () => {
    expect(engineOilSpec(car('2015 Toyota Camry', '2.5', 4, 'Gasoline/Hybrid'))?.quarts).toBe(4.4);
    expect(engineOilSpec(car('2015 Toyota Camry', '2.5', 4))?.quarts).toBe(4.6);
    expect(engineOilSpec(car('2012 Volkswagen Jetta', '2.0', 4, 'Diesel'))?.viscosity).toBe('5W-30');
    expect(engineOilSpec(car('2012 Volkswagen Jetta', '2.0', 4))).toBeUndefined();
  });

  it('needs the year, the displacement within 0.1 L and the cylinders to fit', () => {
    expect(engineOilSpec(car('2003 Honda Accord', '3', 6))?.engineCode).toBe('J30A4');
    expect(engineOilSpec(car('2003 Honda Accord', '3.2', 6))).toBeUndefined();
    expect(engineOilSpec(car('2002 Honda Accord', '3.0', 6))).toBeUndefined();
    expect(engineOilSpec(car('2013 Ford F-150', '5.0', 6))).toBeUndefined();
    expect(engineOilSpec(car('2013 Ford F-150', null, 8))).toBeUndefined();
  });

  it('names the engine by make, model, year and displacement when the decoder missed the cylinders', () => {
    expect(engineOilSpec(car('2014 Nissan Altima', '2.5', null))?.engineCode).toBe('QR25DE');
  });
});

describe('oilViscosityFor', () => {
  it('gives the maker’s oil for a known engine and nothing for an unknown one', () => {
    expect(oilViscosityFor(car('2018 Toyota Camry', '2.5', 4))).toEqual({
      viscosity: '0W-16',
      syntheticRequired: true,
      source: "2018 Toyota Camry Owner's Manual, Specifications",
    });
    expect(oilViscosityFor(car('2012 Volkswagen Jetta', '2.0', 4))).toBeUndefined();
  });
});

describe('engine oil by the engine’s published capacity', () => {
  it('quotes the 2003 Accord V6 its 4.6 qt in whole quarts and names the source', () => {
    expect(engineQuantity(OIL, car('2003 Honda Accord', '3.0', 6))).toEqual({
      quantity: 5,
      note: "Quantity from the engine: the 2003 Honda Accord 3.0 L V6 (J30A4) takes 4.6 qt with the filter (2003 Honda Accord Owner's Manual, Specifications)",
    });
  });

  it.each([
    ['2018 Toyota Camry', '2.5', 4, 'Gasoline', 5, '2.5 L I4 (A25A-FKS) takes 4.8 qt'],
    ['2013 Ford F-150', '5.0', 8, 'Gasoline', 8, '5.0 L V8 (5.0 Ti-VCT Coyote) takes 7.7 qt'],
    ['2018 Ford F-150', '3.5', 6, 'Gasoline', 6, '3.5 L V6 (3.5 EcoBoost) takes 6 qt'],
    ['2016 Ram 2500', '6.7', 6, 'Diesel', 12, '6.7 L I6 diesel (Cummins 6.7 ISB) takes 12 qt'],
  ])('%s %s L (%i cyl, %s): %i qt', (name, litres, cylinders, fuel, quantity, engine) => {
    const oil = engineQuantity(OIL, car(name, litres, cylinders, fuel));
    expect(oil?.quantity).toBe(quantity);
    expect(oil?.note).toContain(`the ${name} ${engine}`);
  });

  it('keeps the class value for an engine without a published row', () => {
    expect(engineQuantity(OIL, car('2012 Volkswagen Jetta', '2.0', 4))).toEqual({
      quantity: 5,
      note: 'Quantity from the engine: a 2.0 L 4-cylinder takes about 4.5 qt with the filter',
    });
  });

  it('quotes oil for a decoded engine missing its cylinders, but not spark plugs', () => {
    const altima = car('2014 Nissan Altima', '2.5', null);
    expect(engineQuantity(OIL, altima)?.quantity).toBe(5);
    expect(engineQuantity(PLUG, altima)).toBeUndefined();
    expect(engineQuantity(OIL, car('2014 Nissan Altima', null, null))).toBeUndefined();
  });

  it('says so when the network quoted another quantity', () => {
    const oil = partQuantity({
      part: OIL,
      vehicle: car('2003 Honda Accord', '3.0', 6),
      request: 'oil change',
      network: { quantity: 6, count: 4 },
    });
    expect(oil.quantity).toBe(5);
    expect(oil.note).toMatch(/takes 4\.6 qt with the filter .* \(network jobs show 6\)$/);
  });
});

describe('engine-oil.json', () => {
  it('says its figures were recalled and must be checked against the manual', () => {
    expect(data.source).toMatch(/as recalled/);
    expect(data.source).toMatch(/without access to the documents/);
    expect(data.source).toMatch(/owner's manual/);
  });

  it('has a published specification for every combustion engine of the seed catalogue', () => {
    const missing = VEHICLES.filter((v) => v.engine.fuel !== 'Electric')
      .map((v) => {
        const row = toVehicleRow(v);
        return {
          key: `${v.year} ${v.make} ${v.model} ${v.engine.displacementL} ${v.engine.fuel}`,
          vehicle: {
            make: row.make ?? null,
            model: row.model ?? null,
            model_year: row.model_year ?? null,
            engine_cylinders: row.engine_cylinders ?? null,
            displacement_l: row.displacement_l ?? null,
            fuel_type_primary: row.fuel_type_primary ?? null,
          },
        };
      })
      .filter(({ vehicle }) => !engineOilSpec(vehicle))
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  // The demo plates as the offline decoder decodes them (the vehicle row the engine sees).
  it.each([
    ['2003 Honda Accord', '3.0', 6, 'J30A4'],
    ['2011 Buick LaCrosse', '3.6', 6, '3.6 V6 LY7/LLT/LFX'],
    ['2006 Toyota Corolla', '1.8', 4, '1ZZ-FE'],
    ['1996 Dodge Ram', '5.2', 8, '5.2 Magnum 318'],
    ['2007 Honda Odyssey', '3.5', 6, 'J35A7/J35A8'],
    ['2013 Jeep Wrangler', '3.6', 6, '3.6 Pentastar'],
    ['2013 Hyundai Sonata', '2.4', 4, 'Theta II 2.4 G4KJ/G4KE'],
    ['2010 GMC Acadia', '3.6', 6, '3.6 V6 LY7/LLT/LFX'],
  ])('has the demo plate %s %s L (%i cyl)', (name, litres, cylinders, engineCode) => {
    expect(engineOilSpec(car(name, litres, cylinders))?.engineCode).toBe(engineCode);
  });

  it('has more than 60 engines, each with a source, a plausible capacity and an SAE grade', () => {
    expect(ENGINE_OIL_SPECS.length).toBeGreaterThan(60);
    for (const row of ENGINE_OIL_SPECS) {
      expect(row.source, row.engineCode).toMatch(/\S/);
      expect(row.quarts, row.engineCode).toBeGreaterThanOrEqual(3);
      expect(row.quarts, row.engineCode).toBeLessThanOrEqual(15);
      expect(row.viscosity, row.engineCode).toMatch(/^(0|5|10|15|20)W-(8|16|20|30|40|50)$/);
      expect(row.years[0], row.engineCode).toBeLessThanOrEqual(row.years[1]);
    }
  });

  // Rows 0.1 L apart (a 1.5 and a 1.6 EcoBoost) both fit a vehicle; the closer one wins.
  it('never lets two rows of the same kind claim one engine', () => {
    const sameModels = (a: EngineOilSpec, b: EngineOilSpec) =>
      a.models === null || b.models === null
        ? a.models === b.models
        : a.models.some((m) => b.models?.some((n) => m.toLowerCase() === n.toLowerCase()));
    const clashes = ENGINE_OIL_SPECS.flatMap((a, i) =>
      ENGINE_OIL_SPECS.slice(i + 1)
        .filter(
          (b) =>
            a.makes.some((m) => b.makes.includes(m)) &&
            sameModels(a, b) &&
            a.years[0] <= b.years[1] &&
            b.years[0] <= a.years[1] &&
            a.litres === b.litres &&
            a.cylinders === b.cylinders &&
            a.fuel === b.fuel,
        )
        .map((b) => `${a.engineCode} / ${b.engineCode}`),
    );
    expect(clashes).toEqual([]);
  });
});
