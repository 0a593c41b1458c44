type VehicleNames = {
  make: string | null;
  model: string | null;
  trim: string | null;
  model_year: number | null;
};

/** 'Honda Accord EX-V6 2003': make, model, trim and year, as the header badge shows them. */
export function vehicleTitle(vehicle: VehicleNames): string {
  return [vehicle.make, vehicle.model, vehicle.trim, vehicle.model_year].filter(Boolean).join(' ');
}
