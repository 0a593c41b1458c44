import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import type { Vehicle } from '../hooks/vehicle-context';
import { VehicleDetails } from './vehicle-details';
import { VehiclePicker } from './vehicle-picker';

type VehicleDialogProps = { vehicle: Vehicle | null; open: boolean; onOpenChange: (open: boolean) => void };

export function VehicleDialog({ vehicle, open, onOpenChange }: VehicleDialogProps) {
  const [isChanging, setChanging] = useState(false);
  const showPicker = isChanging || !vehicle;

  function handleOpenChange(next: boolean) {
    if (!next) setChanging(false);
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Vehicle Information</DialogTitle>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}
