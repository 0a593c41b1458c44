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

/** '2013 Ford F-150': year, make and model, as shops say them. */
export function vehicleName(vehicle: Omit<VehicleNames, 'trim'>): string {
  return [vehicle.model_year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
}

/** 'Found: 2003 Honda Accord EX-V6': what the advisor sees when a plate or VIN search finds a vehicle. */
export function foundVehicleMessage(vehicle: VehicleNames): string {
  const name = [vehicle.model_year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
  return name ? `Found: ${name}` : 'Vehicle found';
}
