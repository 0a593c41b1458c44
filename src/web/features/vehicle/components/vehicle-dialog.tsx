import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import type { Vehicle } from '../hooks/vehicle-context';
import { VehicleDetails } from './vehicle-details';
import { VehiclePicker } from './vehicle-picker';

type VehicleDialogProps = {
  vehicle: Vehicle | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the app shows of the vehicle under its details (its declined work). */
  renderExtra?: (vehicle: Vehicle) => ReactNode;
};

export function VehicleDialog({ vehicle, open, onOpenChange, renderExtra }: VehicleDialogProps) {
  const [isChanging, setChanging] = useState(false);
  const showPicker = isChanging || !vehicle;

  function handleOpenChange(next: boolean) {
    if (!next) setChanging(false);
    onOpenChange(next);
  }

  return (
    <TitledDialog
      open={open}
      onOpenChange={handleOpenChange}
      title="Vehicle Information"
      className="max-w-xl"
    >
      {showPicker ? (
        <div className="space-y-4">
          {vehicle ? (
            <Button variant="ghost" size="sm" onClick={() => setChanging(false)}>
              <ArrowLeft /> Back
            </Button>
          ) : null}
          <VehiclePicker onSelected={() => handleOpenChange(false)} />
        </div>
      ) : (
        <>
          <VehicleDetails vehicle={vehicle} />
          {renderExtra?.(vehicle)}
          <DialogFooter>
            <Button variant="secondary" onClick={() => setChanging(true)}>
              Change Vehicle
            </Button>
            <DialogClose asChild>
              <Button>Close</Button>
            </DialogClose>
          </DialogFooter>
        </>
      )}
    </TitledDialog>
  );
}
