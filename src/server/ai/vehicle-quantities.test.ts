import { describe, expect, it } from 'vitest';
import type { EngineVehicle } from './engine';
import { engineQuantity, oilCapacity, oneSideAsked, partQuantity } from './vehicle-quantities';

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
