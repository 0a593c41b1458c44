import { Printer } from 'lucide-react';
import { formatDate } from '../../../../shared/format';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRepairOrder } from '../api/use-repair-order';
import { RepairOrderSections } from './repair-order-sections';

type RepairOrderDialogProps = { repairOrderId: string; open: boolean; onOpenChange: (open: boolean) => void };

/** The Repair Order viewer: car, created date, Print, and the Details, Concerns and Jobs sections. */
export function RepairOrderDialog({ repairOrderId, open, onOpenChange }: RepairOrderDialogProps) {
  const order = useRepairOrder(repairOrderId, open);
  const data = order.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-3xl print:static print:max-h-none print:w-auto print:max-w-none print:translate-x-0 print:translate-y-0 print:overflow-visible print:border-0 print:p-0 print:shadow-none"
        data-print-area
      >
        <DialogHeader>
          <DialogTitle>{data ? data.car_model_string : 'Repair Order'}</DialogTitle>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <DialogDescription>
              {data ? `Created ${formatDate(data.created_at)}` : 'A repair order from the shop network'}
            </DialogDescription>
            {data ? (
              <Button variant="secondary" size="sm" onClick={() => window.print()} className="print:hidden">
                <Printer /> Print
              </Button>
            ) : null}
          </div>
        </DialogHeader>
        {order.isLoading ? (
          <div className="space-y-3" role="status" aria-label="Loading repair order">
            <Skeleton className="h-28" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : order.isError ? (
          <p className="text-sm text-red-600" role="alert">
            {order.error.data?.code === 'NOT_FOUND' ? 'Repair Order not found' : 'Error'}
          </p>
        ) : data ? (
          <RepairOrderSections order={data} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
