import { BRAKES_STEERING_PART_TYPES } from './part-types/brakes-steering';
import { COOLING_EXHAUST_TRANSMISSION_PART_TYPES } from './part-types/cooling-exhaust-transmission';
import { ELECTRICAL_PART_TYPES } from './part-types/electrical';
import { ENGINE_PART_TYPES } from './part-types/engine';
import { MAINTENANCE_PART_TYPES } from './part-types/maintenance';
import { SUSPENSION_DRIVELINE_PART_TYPES } from './part-types/suspension-driveline';
import type { PartTypeSpec } from './types';

/**
 * Every part type a guide job uses. Ids are PCdb part terminology ids where we know them
 * (1684, 1688, 1896, 2172, 5340, 6192, 6832, 7168, 7212, 8852); the others are our own demo ids
 * in the same style, so a real PCdb lookup must not rely on them.
 */
export const PART_TYPES: PartTypeSpec[] = [
  ...BRAKES_STEERING_PART_TYPES,
  ...SUSPENSION_DRIVELINE_PART_TYPES,
  ...ENGINE_PART_TYPES,
  ...COOLING_EXHAUST_TRANSMISSION_PART_TYPES,
  ...ELECTRICAL_PART_TYPES,
  ...MAINTENANCE_PART_TYPES,
];

/** The OE (dealer) parts brand of each vehicle make; aftermarket brands are per part type. */
export const OE_BRANDS: Record<string, string> = {
  Ford: 'Motorcraft',
  Lincoln: 'Motorcraft',
  Mercury: 'Motorcraft',
  Chevrolet: 'ACDelco',
  GMC: 'ACDelco',
  Buick: 'ACDelco',
  Cadillac: 'ACDelco',
  Pontiac: 'ACDelco',
  Saturn: 'ACDelco',
  Ram: 'Mopar',
  Dodge: 'Mopar',
  Jeep: 'Mopar',
  Chrysler: 'Mopar',
  Fiat: 'Mopar',
  Toyota: 'Toyota Genuine Parts',
  Scion: 'Toyota Genuine Parts',
  Lexus: 'Lexus Genuine Parts',
  Honda: 'Honda Genuine Parts',
  Acura: 'Acura Genuine Parts',
  Nissan: 'Nissan Genuine Parts',
  Infiniti: 'Infiniti Genuine Parts',
  Hyundai: 'Hyundai Genuine Parts',
  Genesis: 'Genesis Genuine Parts',
  Kia: 'Kia Genuine Parts',
  Subaru: 'Subaru Genuine Parts',
  Mazda: 'Mazda Genuine Parts',
  Mitsubishi: 'Mitsubishi Genuine Parts',
  Volkswagen: 'VW Genuine Parts',
  Audi: 'Audi Genuine Parts',
  BMW: 'BMW Genuine Parts',
  MINI: 'MINI Genuine Parts',
  'Mercedes-Benz': 'Mercedes-Benz Genuine Parts',
  Volvo: 'Volvo Genuine Parts',
  Porsche: 'Porsche Genuine Parts',
  'Land Rover': 'Land Rover Genuine Parts',
  Jaguar: 'Jaguar Genuine Parts',
  Tesla: 'Tesla',
};
