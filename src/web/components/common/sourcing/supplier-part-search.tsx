import { type ReactNode, useState } from 'react';
import { PartKeywordField } from './part-keyword-field';
import type { LinePrice } from './supplier-part-card';
import { SupplierPartList } from './supplier-part-list';
import { SupplierStorePicker } from './supplier-store-picker';
import {
  type SupplierPart,
  type SupplierPartsScope,
  useSupplierParts,
  useSupplierStores,
} from './use-supplier-parts';

type SupplierPartSearchProps = {
  shopId: string;
  scope: SupplierPartsScope;
  /** The words searched first: the name of the part being replaced. */
  initialKeyword: string;
  /** The store the line's part came from, searched first when it is active. */
  lineStoreId?: number | null;
  linePrice: (part: SupplierPart) => LinePrice;
  selectingPartId?: string | null;
  onSelect: (part: SupplierPart) => void;
  /** Shown above the parts, such as why the last selection failed. */
  alert?: ReactNode;
};

/** Sourcing one part: a supplier store of the shop, a keyword, and the store's parts to select from. */
export function SupplierPartSearch({
  shopId,
  scope,
  initialKeyword,
  lineStoreId = null,
  linePrice,
  selectingPartId,
  onSelect,
  alert,
}: SupplierPartSearchProps) {
  const { suppliers, storeId, chooseStore } = useSupplierStores(shopId, lineStoreId);
  const [keyword, setKeyword] = useState(initialKeyword);
  const parts = useSupplierParts({ shopId, scope, storeId, keyword });
  return (
    <>
      <SupplierStorePicker suppliers={suppliers} storeId={storeId} onChoose={chooseStore} />
      <PartKeywordField value={keyword} onChange={setKeyword} />
      {alert}
      <SupplierPartList
        storeId={storeId}
        keyword={keyword}
        parts={parts}
        linePrice={linePrice}
        selectingPartId={selectingPartId}
        onSelect={onSelect}
      />
    </>
  );
}
