import type { JobTarget } from '../../../../shared/schemas/job-export';

/** What each job-creation entry is called and where its links point (spec §2 texts). */
export const JOB_TARGETS: Record<
  JobTarget,
  { menuLabel: string; systemName: string; linkName: string; writes: string }
> = {
  TEKMETRIC: {
    menuLabel: 'Create Job in Tekmetric',
    systemName: 'Tekmetric',
    linkName: 'Tekmetric',
    writes: 'a job with every labor and part line of this quote',
  },
  SHOP_WARE: {
    menuLabel: 'Create Job in ShopWare',
    systemName: 'Shop-Ware',
    linkName: 'Shop Ware',
    writes:
      'a recommendation titled like this quote and a note listing every line (Shop-Ware’s API does not take custom lines)',
  },
  SHOP_WARE_V2: {
    menuLabel: 'Create Job in ShopWare V2',
    systemName: 'Shop-Ware',
    linkName: 'Shop Ware',
    writes: 'a recommendation and a note with the labor and the sourced parts only',
  },
};

/** The job-creation entries a shop's system offers; V2 needs the page address the extension passes. */
export function jobTargetsFor(smsName: string | null | undefined, params: URLSearchParams): JobTarget[] {
  if (smsName === 'TEKMETRIC') return ['TEKMETRIC'];
  if (smsName === 'SHOP_WARE') return params.get('urlSource') ? ['SHOP_WARE', 'SHOP_WARE_V2'] : ['SHOP_WARE'];
  return [];
}

/** The RO the dialog names: the number the shop knows it by when the extension passed one. */
export function repairOrderLabel(target: JobTarget, params: URLSearchParams): string | null {
  if (target === 'TEKMETRIC')
    return params.get('repairOrderNumberTekmetric') ?? params.get('repairOrderTekmetricId');
  return params.get('shopWareFriendlyOrderId') ?? params.get('shopWareOrderId');
}
