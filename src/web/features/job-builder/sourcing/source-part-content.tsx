import { formatQuantity } from '../../../../shared/format';
import type { BuilderPart } from '../../../../shared/job-builder';
import { SupplierPartSearch } from '../../../components/common/sourcing/supplier-part-search';
import { SheetBody, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
import { useJobBuilder } from '../state/builder-context';
import { useJobSourcing } from './sourcing-context';
import { supplierPartFields, supplierPartRetail } from './supplier-part';

type SourcePartContentProps = { part: BuilderPart; onDone: () => void };

/** A supplier store of the shop, a keyword (the part's name to start), and the store's parts to select. */
export function SourcePartContent({ part, onDone }: SourcePartContentProps) {
  const { shopId, vin } = useJobSourcing();
  const { dispatch } = useJobBuilder();
  return (
    <>
      <SheetHeader>
        <SheetTitle>Find part</SheetTitle>
        <SheetDescription>
          For “{part.newPart.name}” · quantity {formatQuantity(part.newPart.quantity)}. The chosen part
          replaces this one in the job; its quantity is kept.
        </SheetDescription>
      </SheetHeader>
      <SheetBody className="space-y-5">
        <SupplierPartSearch
          shopId={shopId}
          scope={{ vin }}
          initialKeyword={part.newPart.name}
          linePrice={(chosen) => ({ label: 'Retail', amount: supplierPartRetail(chosen) })}
          onSelect={(chosen) => {
            dispatch({ type: 'choosePart', id: part.id, part: supplierPartFields(chosen, part.newPart) });
            onDone();
          }}
        />
      </SheetBody>
    </>
  );
}
