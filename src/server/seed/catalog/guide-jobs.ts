import { BRAKE_REPAIR_JOBS } from './guide-jobs/brake-repair';
import { BRAKE_SYSTEM_JOBS } from './guide-jobs/brake-systems';
import { BRAKE_JOBS } from './guide-jobs/brakes';
import { CHARGING_JOBS } from './guide-jobs/charging';
import { COOLING_JOBS } from './guide-jobs/cooling';
import { COOLING_LEAK_JOBS } from './guide-jobs/cooling-leaks';
import { DRIVELINE_JOBS } from './guide-jobs/driveline';
import { DRIVETRAIN_JOBS } from './guide-jobs/drivetrain';
import { ELECTRICAL_JOBS } from './guide-jobs/electrical';
import { EMISSIONS_JOBS } from './guide-jobs/emissions';
import { ENGINE_DIAGNOSIS_JOBS } from './guide-jobs/engine-diagnosis';
import { ENGINE_MECHANICAL_JOBS } from './guide-jobs/engine-mechanical';
import { ENGINE_OIL_LEAK_JOBS } from './guide-jobs/engine-oil-leaks';
import { EXHAUST_JOBS } from './guide-jobs/exhaust';
import { FUEL_JOBS } from './guide-jobs/fuel';
import { FUEL_CONTROL_JOBS } from './guide-jobs/fuel-controls';
import { HEATING_JOBS } from './guide-jobs/heating';
import { HVAC_JOBS } from './guide-jobs/hvac';
import { IGNITION_JOBS } from './guide-jobs/ignition';
import { LIGHTING_JOBS } from './guide-jobs/lighting';
import { MAINTENANCE_JOBS } from './guide-jobs/maintenance';
import { OIL_CHANGE_JOBS } from './guide-jobs/oil-changes';
import { STEERING_JOBS } from './guide-jobs/steering';
import { STRUT_AND_SPRING_JOBS } from './guide-jobs/struts-and-springs';
import { SUSPENSION_JOBS } from './guide-jobs/suspension';
import { TIRE_JOBS } from './guide-jobs/tires';
import { TRANSMISSION_REPAIR_JOBS } from './guide-jobs/transmission-repair';
import { TRANSMISSION_SERVICE_JOBS } from './guide-jobs/transmission-service';
import type { GuideJobSpec } from './types';

/** The demo labor guide: every guide job of every system, in system order. */
export const GUIDE_JOBS: GuideJobSpec[] = [
  ...BRAKE_JOBS,
  ...BRAKE_REPAIR_JOBS,
  ...BRAKE_SYSTEM_JOBS,
  ...ENGINE_DIAGNOSIS_JOBS,
  ...ENGINE_OIL_LEAK_JOBS,
  ...ENGINE_MECHANICAL_JOBS,
  ...IGNITION_JOBS,
  ...FUEL_JOBS,
  ...FUEL_CONTROL_JOBS,
  ...COOLING_JOBS,
  ...COOLING_LEAK_JOBS,
  ...CHARGING_JOBS,
  ...HVAC_JOBS,
  ...HEATING_JOBS,
  ...STEERING_JOBS,
  ...STRUT_AND_SPRING_JOBS,
  ...SUSPENSION_JOBS,
  ...DRIVETRAIN_JOBS,
  ...DRIVELINE_JOBS,
  ...TRANSMISSION_SERVICE_JOBS,
  ...TRANSMISSION_REPAIR_JOBS,
  ...EXHAUST_JOBS,
  ...EMISSIONS_JOBS,
  ...LIGHTING_JOBS,
  ...ELECTRICAL_JOBS,
  ...OIL_CHANGE_JOBS,
  ...MAINTENANCE_JOBS,
  ...TIRE_JOBS,
];
