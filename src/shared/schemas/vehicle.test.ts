import { describe, expect, it } from 'vitest';
import { getVehicleByPlateInput, getVehicleByVinInput, vinSchema } from './vehicle';

const CHECK_DIGIT = "This VIN's check digit does not match; please check it for typos.";

describe('vinSchema', () => {
  it.each([
    ['lower case', '1hgcm82633a004352'],
    ['spaces and dashes', ' 1HG-CM826 33A-004352 '],
  ])('normalises %s', (_label, input) => {
    expect(vinSchema.parse(input)).toBe('1HGCM82633A004352');
  });

  it('reports the validation message', () => {
    const result = vinSchema.safeParse('1hgcm82643a004352');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CHECK_DIGIT);
  });
});

describe('getVehicleByVinInput', () => {
  it('defaults to an empty object and accepts nulls', () => {
    expect(getVehicleByVinInput.parse(undefined)).toEqual({});
    expect(getVehicleByVinInput.parse({ vin: null, vehicleId: null, vehicleIdLocalStorage: null })).toEqual({
      vin: null,
      vehicleId: null,
      vehicleIdLocalStorage: null,
    });
  });
});

describe('plates', () => {
  it.each([
    ['7abc123', '7ABC123'],
    [' 7 ABC-123 ', '7ABC123'],
    ['abc-1234', 'ABC1234'],
  ])('normalises %j to %s', (input, expected) => {
    expect(getVehicleByPlateInput.parse({ plate: input, state: 'ca' })).toEqual({
      plate: expected,
      state: 'CA',
    });
  });

  it.each([
    ['empty', { plate: ' - ', state: 'CA' }, 'Enter a license plate.'],
    ['too long', { plate: 'ABCDEFGHIJK', state: 'CA' }, 'A license plate has at most 10 characters.'],
    ['symbols', { plate: 'AB*123', state: 'CA' }, 'A license plate contains only letters and digits.'],
    ['unknown state', { plate: 'ABC123', state: 'XX' }, 'Choose a US state.'],
    ['territory', { plate: 'ABC123', state: 'PR' }, 'Choose a US state.'],
  ])('rejects %s', (_label, input, message) => {
    const result = getVehicleByPlateInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
