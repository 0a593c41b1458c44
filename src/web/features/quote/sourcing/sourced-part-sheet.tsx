import { Search } from 'lucide-react';
import { useState } from 'react';
import { lineLabel } from '../../../../shared/line-label';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '../../../components/ui/sheet';
import { errorMessage } from '../../../lib/trpc';
import { formatQuantity, type QuotePartItem } from '../quote-types';
import { CatalogPartList } from './catalog-part-list';
import { SupplierPicker } from './supplier-picker';
import { sourcedPartInput, useCreateSourcedPart, useSupplierSuggestions } from './use-sourcing';

type SourcedPartSheetProps = {
  quoteId: string;
  shopId: string;
  /** The part line being sourced; none closes the panel. */
  item: QuotePartItem | null;
  onOpenChange: (open: boolean) => void;
};

/** The sourced-part picker: a supplier store of the shop, a keyword, and the store's parts to select. */
export function SourcedPartSheet({ quoteId, shopId, item, onOpenChange }: SourcedPartSheetProps) {
  return (
    <Sheet open={item !== null} onOpenChange={onOpenChange}>
      <SheetContent className="max-w-2xl">
        {item ? (
          <SourcedPartContent
            key={item.id}
            quoteId={quoteId}
            shopId={shopId}
            item={item}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

type SourcedPartContentProps = { quoteId: string; shopId: string; item: QuotePartItem; onDone: () => void };

function SourcedPartContent({ quoteId, shopId, item, onDone }: SourcedPartContentProps) {
  const suppliers = useSupplierSuggestions(shopId);
  const [chosenStoreId, setChosenStoreId] = useState<number | null>(null);
  // The keyword starts with the part's name.
  const [keyword, setKeyword] = useState(item.name);
  const create = useCreateSourcedPart(quoteId);
  // Until the advisor chooses, the shop's preferred active store is searched.
  const storeId =
    chosenStoreId ?? suppliers.data?.find((suggestion) => suggestion.status === 'ACTIVE')?.store.id ?? null;

  return (
    <>
      <SheetHeader>
        <SheetTitle>Source part</SheetTitle>
        <SheetDescription>
          For “{lineLabel(item.name)}” · quantity {formatQuantity(item.quantity)}. The price with your markup
          replaces retail.
        </SheetDescription>
      </SheetHeader>
      <SheetBody className="space-y-5">
        <SupplierPicker suppliers={suppliers} storeId={storeId} onChoose={setChosenStoreId} />
        <div className="space-y-1.5">
          <Label htmlFor="sourcing-keyword">Search parts</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <Input
              id="sourcing-keyword"
              autoFocus
              type="search"
              autoComplete="off"
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              className="pl-9"
            />
          </div>
        </div>
        {create.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {errorMessage(create.error)}
          </p>
        ) : null}
        <CatalogPartList
          quoteId={quoteId}
          storeId={storeId}
          keyword={keyword}
          selectingPartId={create.isPending ? (create.variables?.partId ?? null) : null}
          onSelect={(part) => create.mutate(sourcedPartInput(item.id, part), { onSuccess: onDone })}
        />
      </SheetBody>
    </>
  );
}
