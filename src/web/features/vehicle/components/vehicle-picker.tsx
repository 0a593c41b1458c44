import { Car } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { PlateSearchForm } from './plate-search-form';
import { VinSearchForm } from './vin-search-form';

/** 'Select a vehicle': search by plate or by VIN; onSelected runs once the vin is in the URL. */
export function VehiclePicker({ onSelected }: { onSelected?: () => void }) {
  return (
    <section aria-labelledby="vehicle-picker-title" className="w-full max-w-lg">
      <div className="mb-4 flex items-center gap-2">
        <Car className="size-5 text-brand-700" aria-hidden />
        <h2 id="vehicle-picker-title" className="text-lg font-semibold text-slate-900">
          Select a vehicle
        </h2>
      </div>
      <Tabs defaultValue="plate">
        <TabsList aria-label="Search method">
          <TabsTrigger value="plate">Search by Plate</TabsTrigger>
          <TabsTrigger value="vin">Search by VIN</TabsTrigger>
        </TabsList>
        <TabsContent value="plate">
          <PlateSearchForm onSelected={onSelected} />
        </TabsContent>
        <TabsContent value="vin">
          <VinSearchForm onSelected={onSelected} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
