import type { GuideJobSpec } from '../types';

// Brake systems: ABS sensors, parking brake, master cylinder and booster.
export const BRAKE_SYSTEM_JOBS: GuideJobSpec[] = [
  {
    smartJobId: 'BRK-0012',
    name: 'ABS Wheel Speed Sensor Replacement - Front',
    system: 'Brakes',
    category: 'ABS',
    keywords: [
      'ABS light on',
      'traction control light on',
      'stability control light',
      'C0035',
      'C0040',
      'ABS activates at low speed',
      'speedometer erratic',
    ],
    findings: [
      'Left front wheel speed signal drops out above 15 mph',
      'Sensor harness chafed at strut bracket',
      'C0035 stored; sensor resistance out of range',
    ],
    labor: [
      { name: 'ABS System - Diagnose', operation: 'Diagnose', section: 'Anti-Lock Brakes', baseHours: 0.8 },
      {
        name: 'ABS Wheel Speed Sensor, Front - R&R (One Side)',
        operation: 'R&R',
        section: 'Anti-Lock Brakes',
        baseHours: 0.6,
        modifiers: { awd: 1.2, truck: 1.2 },
      },
    ],
    parts: [{ name: 'ABS Wheel Speed Sensor, Front', partTypeId: 5920, quantity: 1, retail: 74.99 }],
    frequency: 4,
  },
  {
    smartJobId: 'BRK-0014',
    name: 'Parking Brake Cable Replacement',
    system: 'Brakes',
    category: 'Brake Repair',
    keywords: [
      'parking brake stuck',
      "emergency brake won't release",
      "parking brake doesn't hold",
      'parking brake cable',
      'e-brake loose',
      'rear brakes dragging',
    ],
    findings: [
      'Rear parking brake cable seized in housing',
      'Cable frayed at equalizer',
      'Parking brake adjusted after replacement',
    ],
    labor: [
      {
        name: 'Parking Brake Cable, Rear - R&R (One)',
        operation: 'R&R',
        section: 'Parking Brake',
        baseHours: 1,
        modifiers: { truck: 1.2, awd: 1.1 },
      },
      { name: 'Parking Brake - Adjust', operation: 'Adjust', section: 'Parking Brake', baseHours: 0.3 },
    ],
    parts: [{ name: 'Parking Brake Cable, Rear', partTypeId: 1844, quantity: 1, retail: 59.99 }],
    frequency: 2,
  },
  {
    smartJobId: 'BRK-0015',
    name: 'Brake Master Cylinder Replacement',
    system: 'Brakes',
    category: 'Brake Repair',
    keywords: [
      'brake pedal goes to floor',
      'spongy brake pedal',
      'pedal sinks at stop',
      'brake warning light',
      'brake fluid low',
      'soft pedal',
      'brake fluid leaking behind engine',
    ],
    findings: [
      'Pedal slowly sinks under steady pressure; no external leaks',
      'Master cylinder bypassing internally',
      'Fluid leaking from rear seal onto booster',
    ],
    labor: [
      {
        name: 'Brake Master Cylinder - R&R',
        operation: 'R&R',
        section: 'Brake Hydraulics',
        baseHours: 1,
        modifiers: { truck: 1.15, hybrid: 1.3 },
      },
      {
        name: 'Brake System - Flush and Bleed',
        operation: 'Flush',
        section: 'Brake Hydraulics',
        baseHours: 0.8,
        modifiers: { truck: 1.1, hybrid: 1.25 },
      },
    ],
    parts: [
      { name: 'Brake Master Cylinder', partTypeId: 1796, quantity: 1, retail: 169.99 },
      { name: 'Brake Fluid, DOT 3 - 32 oz', partTypeId: 12120, quantity: 2, retail: 19.99 },
    ],
    frequency: 2,
  },
  {
    smartJobId: 'BRK-0017',
    name: 'Brake Booster Replacement',
    system: 'Brakes',
    category: 'Brake Repair',
    keywords: [
      'hard brake pedal',
      'brake pedal stiff',
      'hissing under dash when braking',
      'engine stalls when braking',
      'vacuum leak at booster',
      'long stopping distance',
    ],
    findings: [
      'Booster diaphragm leaking; hiss at pedal',
      'Booster fails vacuum hold test',
      'Check valve and vacuum hose tested good',
    ],
    labor: [
      {
        name: 'Power Brake Booster - R&R',
        operation: 'R&R',
        section: 'Power Brakes',
        baseHours: 2.2,
        modifiers: { v6: 1.15, v8: 1.2, truck: 1.1 },
      },
      {
        name: 'Brake System - Bleed',
        operation: 'Bleed',
        section: 'Brake Hydraulics',
        baseHours: 0.4,
        modifiers: { hybrid: 1.25 },
      },
    ],
    parts: [
      { name: 'Power Brake Booster - Remanufactured', partTypeId: 1828, quantity: 1, retail: 289.99 },
      { name: 'Brake Fluid, DOT 3 - 32 oz', partTypeId: 12120, quantity: 1, retail: 19.99 },
    ],
    frequency: 1,
  },
];
