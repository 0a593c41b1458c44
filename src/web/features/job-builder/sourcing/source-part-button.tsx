import { PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent } from '../../../components/ui/sheet';
import { useJobBuilder } from '../state/builder-context';
import { SourcePartContent } from './source-part-content';

/** 'Find part' for one of the builder's parts: a supplier part chosen in the sheet replaces it. */
export function SourcePartButton({ partId }: { partId: string }) {
  const { state } = useJobBuilder();
  const [isOpen, setOpen] = useState(false);
  const part = state.parts.find((candidate) => candidate.id === partId);
  if (!part) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="xs"
        aria-label={`Find part for ${part.newPart.name}`}
        onClick={() => setOpen(true)}
      >
        <PackageSearch aria-hidden /> Find part
      </Button>
      <Sheet open={isOpen} onOpenChange={setOpen}>
        <SheetContent className="max-w-2xl">
          {isOpen ? <SourcePartContent part={part} onDone={() => setOpen(false)} /> : null}
        </SheetContent>
      </Sheet>
    </>
  );
}
