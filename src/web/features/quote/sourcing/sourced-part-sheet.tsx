import { lineLabel } from '../../../../shared/line-label';
import { SupplierPartSearch } from '../../../components/common/sourcing/supplier-part-search';
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
import { sourcedPartInput, useCreateSourcedPart } from './use-sourcing';

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
  const create = useCreateSourcedPart(quoteId);
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
        <SupplierPartSearch
          shopId={shopId}
          scope={{ quoteId, quotePartItemId: item.id }}
          initialKeyword={item.name}
          lineStoreId={item.sourced_part?.store_id ?? null}
          // A sourced line charges the part's cost through the shop's matrix (decision 030).
          linePrice={(part) => ({ label: 'Cost with matrix', amount: part.priceCostWithMatrix })}
          selectingPartId={create.isPending ? (create.variables?.partId ?? null) : null}
          onSelect={(part) => create.mutate(sourcedPartInput(item.id, part), { onSuccess: onDone })}
          alert={
            create.isError ? (
              <p role="alert" className="text-sm text-red-600">
                {errorMessage(create.error)}
              </p>
            ) : null
          }
        />
      </SheetBody>
    </>
  );
}
