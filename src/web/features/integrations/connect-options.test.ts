import { describe, expect, it } from 'vitest';
import { connectOptions } from './connect-options';

const rows = (...types: Array<'TEKMETRIC' | 'SHOP_WARE' | 'PARTS_TECH'>) =>
  types.map((type_integration) => ({ type_integration }));

describe('connectOptions', () => {
  it.each([
    ['TEKMETRIC', rows(), { tekmetric: true, shopWare: false, partsTech: true }],
    ['TEKMETRIC', rows('TEKMETRIC'), { tekmetric: false, shopWare: false, partsTech: true }],
    ['TEKMETRIC', rows('TEKMETRIC', 'PARTS_TECH'), { tekmetric: false, shopWare: false, partsTech: false }],
    ['SHOP_WARE', rows(), { tekmetric: false, shopWare: true, partsTech: true }],
    ['SHOP_WARE', rows('SHOP_WARE'), { tekmetric: false, shopWare: false, partsTech: true }],
    ['SHOP_WARE', rows('PARTS_TECH'), { tekmetric: false, shopWare: true, partsTech: false }],
    ['DEMO_SHOP', rows(), { tekmetric: false, shopWare: false, partsTech: true }],
    ['SUN_AUTO', rows('PARTS_TECH'), { tekmetric: false, shopWare: false, partsTech: false }],
    [null, rows(), { tekmetric: false, shopWare: false, partsTech: true }],
  ] as const)('a %s shop with %j offers %j', (smsName, existing, expected) => {
    expect(connectOptions(smsName, existing)).toEqual(expected);
  });
});
