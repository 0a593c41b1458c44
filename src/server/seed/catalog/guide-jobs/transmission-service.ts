import type { GuideJobSpec } from '../types';

// Transmission: fluid services. Motor times are our own demo values, not MOTOR data.
export const TRANSMISSION_SERVICE_JOBS: GuideJobSpec[] = [
  {
    smartJobId: 'TRN-0001',
    name: 'Transmission Fluid Service',
    system: 'Transmission',
    category: 'Transmission Service',
    keywords: [
      'transmission service due',
      'shifting hard',
      'dark transmission fluid',
      'burnt fluid smell',
      'transmission fluid change',
      'slipping',
      '60,000 mile service',
    ],
    findings: [
      'ATF dark with burnt odor; no debris on pan magnet',
      'Fluid level set at operating temperature via check plug',
    ],
    labor: [
      {
        name: 'Automatic Transmission Fluid - Drain and Fill',
        operation: 'Replace',
        section: 'Automatic Transmission',
        baseHours: 0.8,
        modifiers: { truck: 1.1, awd: 1.1 },
      },
    ],
    parts: [
      {
        name: 'Automatic Transmission Fluid - Full Synthetic, 1 qt',
        partTypeId: 12118,
        quantity: 5,
        retail: 13.99,
      },
    ],
    frequency: 6,
    appliesTo: { fuel: ['Gasoline', 'Diesel', 'Hybrid', 'Flex Fuel'] },
  },
  {
    smartJobId: 'TRN-0002',
    name: 'Transmission Fluid Exchange',
    system: 'Transmission',
    category: 'Transmission Service',
    keywords: [
      'transmission flush',
      'transmission fluid exchange',
      'harsh shifting',
      'delayed shifting',
      'transmission service',
      'dark fluid',
    ],
    findings: ['Fluid exchanged through cooler line until clean', 'Level verified at operating temperature'],
    labor: [
      {
        name: 'Automatic Transmission Fluid - Exchange (Machine)',
        operation: 'Flush',
        section: 'Automatic Transmission',
        baseHours: 1,
        modifiers: { truck: 1.1 },
      },
    ],
    parts: [
      {
        name: 'Automatic Transmission Fluid - Full Synthetic, 1 qt',
        partTypeId: 12118,
        quantity: 12,
        retail: 13.99,
      },
    ],
    frequency: 4,
    appliesTo: { fuel: ['Gasoline', 'Diesel', 'Hybrid', 'Flex Fuel'] },
  },
  {
    smartJobId: 'TRN-0003',
    name: 'Transmission Filter and Pan Gasket Service',
    system: 'Transmission',
    category: 'Transmission Service',
    keywords: [
      'transmission filter',
      'transmission pan leak',
      'shifting problems',
      'transmission service',
      'leaking transmission fluid',
      'slipping',
    ],
    findings: ['Pan contained normal fine friction material', 'Pan gasket leaking at rear corner'],
    labor: [
      {
        name: 'Automatic Transmission Filter - R&R',
        operation: 'R&R',
        section: 'Automatic Transmission',
        baseHours: 1.3,
        modifiers: { truck: 1.15, awd: 1.1 },
      },
    ],
    parts: [
      { name: 'Automatic Transmission Filter Kit', partTypeId: 9072, quantity: 1, retail: 49.99 },
      {
        name: 'Automatic Transmission Fluid - Full Synthetic, 1 qt',
        partTypeId: 12118,
        quantity: 6,
        retail: 13.99,
      },
    ],
    frequency: 3,
    appliesTo: { fuel: ['Gasoline', 'Diesel', 'Hybrid', 'Flex Fuel'] },
  },
  {
    smartJobId: 'TRN-0012',
    name: 'CVT Fluid Service',
    system: 'Transmission',
    category: 'Transmission Service',
    keywords: [
      'CVT service',
      'cvt fluid change',
      'whining from transmission',
      'cvt judder',
      'shudder on acceleration',
      'transmission service due',
    ],
    findings: [
      'CVT fluid degraded per scan tool deterioration counter',
      'Fluid level set at specified temperature',
    ],
    labor: [
      {
        name: 'CVT Fluid - Drain and Fill',
        operation: 'Replace',
        section: 'Continuously Variable Transmission',
        baseHours: 0.9,
        modifiers: { awd: 1.1 },
      },
    ],
    parts: [{ name: 'CVT Fluid, 1 qt', partTypeId: 12122, quantity: 5, retail: 17.99 }],
    frequency: 3,
    appliesTo: { fuel: ['Gasoline', 'Diesel', 'Hybrid', 'Flex Fuel'] },
  },
  {
    smartJobId: 'TRN-0014',
    name: 'Manual Transmission Fluid Change',
    system: 'Transmission',
    category: 'Transmission Service',
    keywords: [
      'manual transmission service',
      'gear oil manual',
      'hard shifting cold',
      'notchy shifting',
      'stick shift service',
      'grinding into gear',
    ],
    findings: ['Fluid dark with fine metal on magnet', 'Filled to check plug with specified fluid'],
    labor: [
      {
        name: 'Manual Transmission Fluid - Drain and Fill',
        operation: 'Replace',
        section: 'Manual Transmission',
        baseHours: 0.6,
        modifiers: { awd: 1.1, truck: 1.1 },
      },
    ],
    parts: [{ name: 'Manual Transmission Fluid, 1 qt', partTypeId: 12144, quantity: 3, retail: 19.99 }],
    frequency: 1,
    appliesTo: { fuel: ['Gasoline', 'Diesel', 'Hybrid', 'Flex Fuel'] },
  },
];
