import { Search } from 'lucide-react';
import { useState } from 'react';
import type { BuilderPart } from '../../../../shared/job-builder';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { SheetBody, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
import { useJobBuilder } from '../state/builder-context';
import { useJobSourcing } from './sourcing-context';
import { supplierPartFields } from './supplier-part';
import { SupplierPartList } from './supplier-part-list';
import { SupplierStorePicker } from './supplier-store-picker';
import { useSupplierSuggestions } from './use-part-sourcing';

const QUANTITY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

type SourcePartContentProps = { part: BuilderPart; onDone: () => void };

/** A supplier store of the shop, a keyword (the part's name to start), and the store's parts to select. */
export function SourcePartContent({ part, onDone }: SourcePartContentProps) {
  const { shopId } = useJobSourcing();
  const { dispatch } = useJobBuilder();
  const suppliers = useSupplierSuggestions(shopId);
  const [chosenStoreId, setChosenStoreId] = useState<number | null>(null);
  const [keyword, setKeyword] = useState(part.newPart.name);
  // Until the advisor chooses, the shop's preferred active store is searched.
  const storeId =
    chosenStoreId ?? suppliers.data?.find((suggestion) => suggestion.status === 'ACTIVE')?.store.id ?? null;

  return (
    <>
      <SheetHeader>
        <SheetTitle>Find part</SheetTitle>
        <SheetDescription>
          For “{part.newPart.name}” · quantity {QUANTITY.format(part.newPart.quantity)}. The chosen part
          replaces this one in the job; its quantity is kept.
        </SheetDescription>
      </SheetHeader>
      <SheetBody className="space-y-5">
        <SupplierStorePicker suppliers={suppliers} storeId={storeId} onChoose={setChosenStoreId} />
        <div className="space-y-1.5">
          <Label htmlFor="job-sourcing-keyword">Search parts</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <Input
              id="job-sourcing-keyword"
              type="search"
              autoComplete="off"
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              className="pl-9"
            />
          </div>
        </div>
        <SupplierPartList
          storeId={storeId}
          keyword={keyword}
          onSelect={(chosen) => {
            dispatch({ type: 'choosePart', id: part.id, part: supplierPartFields(chosen, part.newPart) });
            onDone();
          }}
        />
      </SheetBody>
    </>
  );
}
