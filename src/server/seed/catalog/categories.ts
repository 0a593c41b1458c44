/**
 * Repair categories: the quote input suggests them as the advisor types, and every guide job
 * belongs to one. Named as a US service advisor writes them on a repair order.
 */
export const CATEGORIES: string[] = [
  // Brakes
  'Brake Pads',
  'Brake Rotors',
  'Brake Fluid',
  'Brake Repair',
  'ABS',
  // Maintenance
  'Oil Change',
  'Scheduled Maintenance',
  'Inspection',
  'Engine Air Filter',
  'Cabin Air Filter',
  'Wipers',
  // Engine and ignition
  'Check Engine Light',
  'Engine Repair',
  'Oil Leak',
  'Timing Belt',
  'Serpentine Belt',
  'Spark Plugs',
  'Ignition Coils',
  'No Start',
  // Fuel
  'Fuel System',
  'Fuel Pump',
  'Diesel Service',
  // Cooling
  'Cooling System',
  'Coolant Leak',
  'Water Pump',
  'Radiator',
  'Thermostat',
  // Charging and starting
  'Battery',
  'Alternator',
  'Starter',
  'Hybrid System',
  // HVAC
  'A/C Service',
  'Heater',
  // Steering and suspension
  'Power Steering',
  'Tie Rods',
  'Steering',
  'Suspension',
  'Struts and Shocks',
  'Wheel Bearing',
  'Wheel Alignment',
  // Drivetrain and transmission
  'CV Axle',
  'Driveshaft',
  'Differential Service',
  'Transfer Case Service',
  'Transmission Service',
  'Transmission Repair',
  'Clutch',
  // Exhaust and emissions
  'Exhaust',
  'Catalytic Converter',
  'O2 Sensor',
  'EVAP System',
  // Tires
  'Tires',
  'TPMS',
  // Electrical
  'Lighting',
  'Electrical Diagnosis',
  'Power Windows and Locks',
];
