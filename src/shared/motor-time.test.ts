import { describe, expect, it } from 'vitest';
import { motorTimeFor, vehicleTraits } from './motor-time';

const civic = {
  engine_cylinders: 4,
  displacement_l: '1.8',
  drive_type: 'FWD/Front-Wheel Drive',
  body_class: 'Sedan/Saloon',
  fuel_type_primary: 'Gasoline',
};
const f150 = {
  engine_cylinders: 8,
  displacement_l: '5.0',
  drive_type: '4WD/4-Wheel Drive/4x4',
  body_class: 'Pickup',
  fuel_type_primary: 'Gasoline',
};
const prius = {
  engine_cylinders: 4,
  displacement_l: '1.8',
  drive_type: 'FWD/Front-Wheel Drive',
  body_class: 'Hatchback/Liftback/Notchback',
  fuel_type_primary: 'Gasoline/Hybrid',
};
const odyssey = {
  engine_cylinders: 6,
  displacement_l: '3.5',
  drive_type: 'FWD/Front-Wheel Drive',
  body_class: 'Minivan',
  fuel_type_primary: 'Gasoline',
};

describe('motor time', () => {
  it('reads vehicle traits from vPIC wording', () => {
    expect([...vehicleTraits(civic)]).toEqual([]);
    expect([...vehicleTraits(f150)].sort()).toEqual(['awd', 'largeDisplacement', 'truck', 'v8']);
    expect([...vehicleTraits(prius)]).toEqual(['hybrid']);
    expect([...vehicleTraits(odyssey)].sort()).toEqual(['suv', 'v6']);
  });

  it.each([
    [civic, 1.2],
    [f150, 2.6],
    [odyssey, 1.9],
  ])('multiplies the base time by every matching modifier, to a tenth of an hour', (vehicle, expected) => {
    expect(motorTimeFor(1.2, { v6: 1.6, v8: 1.8, truck: 1.2, suv: 1, awd: 1 }, vehicle)).toBe(expected);
  });

  it('never answers less than a tenth of an hour', () => {
    expect(motorTimeFor(0.01, {}, civic)).toBe(0.1);
  });
});
