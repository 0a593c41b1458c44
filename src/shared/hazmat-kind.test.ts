import { describe, expect, it } from 'vitest';
import { hazmatKindOf } from './hazmat-kind';

describe('hazmatKindOf', () => {
  it.each([
    ['Engine Oil 0W-20 Full Synthetic (qt)', 'oil'],
    ['Mobil 1 5W-30', 'oil'],
    ['Motor Oil', 'oil'],
    ['Engine Coolant / Antifreeze', 'coolant'],
    ['Antifreeze 50/50', 'coolant'],
    ['Tire 225/45R17', 'tire'],
    ['All-season tires', 'tire'],
  ])('%s is %s', (name, kind) => expect(hazmatKindOf(name)).toBe(kind));

  it.each([
    'Oil Filter',
    'Oil Drain Plug Gasket',
    'Coolant Temperature Sensor',
    'Coolant Reservoir',
    'TPMS Sensor',
    'Tire Pressure Sensor',
    'Tire Valve Stem',
    'Front Brake Pads',
    'Oil Pan',
  ])('%s is none', (name) => expect(hazmatKindOf(name)).toBeNull());
});
