import type { Vehicle } from '../hooks/vehicle-context';

const FALLBACK_IMAGE = '/vehicle-fallback.svg';

/** The fields of the 'Vehicle Information' dialog, each shown only where present. */
export function VehicleDetails({ vehicle }: { vehicle: Vehicle }) {
  const rows: Array<[string, string | number | null]> = [
    ['Make and model', [vehicle.make, vehicle.model].filter(Boolean).join(' ') || null],
    ['Year', vehicle.model_year],
    ['Vehicle type', vehicle.vehicle_type],
    ['Trim', [vehicle.trim, vehicle.trim_2].filter(Boolean).join(' / ') || null],
    ['Body class', vehicle.body_class],
    ['Drive type', vehicle.drive_type],
    ['Engine cylinders', vehicle.engine_cylinders],
    ['Displacement', vehicle.displacement_l ? `${vehicle.displacement_l} L` : null],
    ['Primary fuel type', vehicle.fuel_type_primary],
    ['Manufacturer', vehicle.manufacturer],
    ['Series', [vehicle.series, vehicle.series_2].filter(Boolean).join(' / ') || null],
    ['VIN', vehicle.vin],
  ];
  return (
    <div className="space-y-4">
      <img
        src={vehicle.car_model?.img_url || FALLBACK_IMAGE}
        onError={(e) => {
          e.currentTarget.src = FALLBACK_IMAGE;
        }}
        alt={[vehicle.model_year, vehicle.make, vehicle.model].filter(Boolean).join(' ')}
        className="h-36 w-full rounded-md bg-slate-100 object-contain"
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows
          .filter(([, value]) => value !== null && value !== '')
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className={label === 'VIN' ? 'font-mono text-slate-900' : 'text-slate-900'}>{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
