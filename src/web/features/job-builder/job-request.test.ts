import { describe, expect, it } from 'vitest';
import {
  builderJobContent,
  claimIdempotencyKey,
  isShopWareExtension,
  shopWareLaunchError,
  tekmetricLaunch,
} from './job-request';
import { EMPTY_BUILDER } from './state/builder-reducer';

const params = (query: string) => new URLSearchParams(query);

describe('builderJobContent', () => {
  it('sends numbers as numbers, an empty number as 0 and the default job name', () => {
    const content = builderJobContent({
      ...EMPTY_BUILDER,
      isPartMatrixApplied: true,
      labor: [{ id: 'new-1', description: 'Bleed brakes', hours: Number.NaN, rate: 120 }],
      parts: [
        {
          id: 'p1',
          original: {
            name: 'Pads',
            part_number: '',
            brand: '',
            description: '',
            quantity: 1,
            retail: 10,
            cost: 5,
            pcdb_part_type_id: null,
          },
          newPart: {
            name: 'Pads',
            part_number: 'BP-1',
            brand: 'Acme',
            description: '',
            quantity: Number.NaN,
            retail: 12.5,
            cost: Number.NaN,
            pcdb_part_type_id: 1684,
          },
          source: 'CUSTOM',
        },
      ],
    });
    expect(content).toEqual({
      jobName: 'New Job created by Repair Quotes',
      isPartMatrixApplied: true,
      isLaborMatrixApplied: false,
      laborItems: [{ description: 'Bleed brakes', hours: 0, rate: 120 }],
      partItems: [
        {
          id: 'p1',
          part_number: 'BP-1',
          retail: 12.5,
          cost: 0,
          quantity: 0,
          name: 'Pads',
          description: '',
          brand: 'Acme',
          pcdb_part_type_id: 1684,
        },
      ],
    });
  });
});

describe('shopWareLaunchError', () => {
  it.each([
    ['', 'Error: urlSource is missing'],
    ['urlSource=x&noteId=1', 'Error: shopWareOrderId is missing'],
    ['urlSource=x&shopWareOrderId=55001', 'Error: shopWareFriendlyOrderId is missing'],
    ['urlSource=x&shopWareOrderId=55001&shopWareFriendlyOrderId=2201', 'Error: noteId is missing'],
    ['urlSource=x&shopWareOrderId=55001&shopWareFriendlyOrderId=2201&noteId=%20', 'Error: noteId is missing'],
    ['urlSource=x&shopWareOrderId=55001&shopWareFriendlyOrderId=2201&noteId=880', null],
  ])('%s → %s', (query, message) => {
    expect(shopWareLaunchError(params(query))).toBe(message);
  });

  it('is offered only to the Shop-Ware extension', () => {
    expect(isShopWareExtension(params('source=chrome-extension-shopWare'))).toBe(true);
    expect(isShopWareExtension(params('source=web'))).toBe(false);
  });
});

describe('tekmetricLaunch', () => {
  it("needs the shop's Tekmetric id and the RO's id and number", () => {
    const full = params('repairOrderTekmetricId=90001&repairOrderNumberTekmetric=1042');
    expect(tekmetricLaunch(7001, full)).toEqual({
      shopTekmetricId: '7001',
      repairOrderTekmetricId: '90001',
      repairOrderNumber: '1042',
    });
    expect(tekmetricLaunch(null, full)).toBeNull();
    expect(tekmetricLaunch(7001, params('repairOrderTekmetricId=90001'))).toBeNull();
    expect(tekmetricLaunch(7001, params('repairOrderNumberTekmetric=1042'))).toBeNull();
  });
});

describe('claimIdempotencyKey', () => {
  it('keeps the key for the same content and makes a new one when the content changes', () => {
    let n = 0;
    const newKey = () => `key-${++n}`;
    const first = claimIdempotencyKey(null, 'a', newKey);
    expect(first).toEqual({ content: 'a', key: 'key-1' });
    expect(claimIdempotencyKey(first, 'a', newKey)).toBe(first);
    expect(claimIdempotencyKey(first, 'b', newKey)).toEqual({ content: 'b', key: 'key-2' });
  });
});
