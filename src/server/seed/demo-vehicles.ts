/**
 * Plates the demo plate provider answers (demo_plates), for real VINs from public vPIC test data
 * that the offline decoder verifiably decodes (see demo-vehicles.test.ts). The plates are made up.
 */
export type DemoPlate = {
  state: string;
  plate: string;
  vin: string;
  label: string;
  year: number;
  make: string;
  model: string;
};

export const DEMO_PLATES: DemoPlate[] = [
  {
    state: 'CA',
    plate: '7ABC123',
    vin: '1HGCM82633A004352',
    label: '2003 Honda Accord EX-V6',
    year: 2003,
    make: 'Honda',
    model: 'Accord',
  },
  {
    state: 'MI',
    plate: 'CMX4821',
    vin: '1G4GD5ED5BF334614',
    label: '2011 Buick LaCrosse CXL',
    year: 2011,
    make: 'Buick',
    model: 'LaCrosse',
  },
  {
    state: 'FL',
    plate: 'BXR4T2',
    vin: '2T1BR30E36C599972',
    label: '2006 Toyota Corolla',
    year: 2006,
    make: 'Toyota',
    model: 'Corolla',
  },
  {
    state: 'TX',
    plate: 'LGW7253',
    vin: '1B7HF16Y4TS518710',
    label: '1996 Dodge Ram 1500',
    year: 1996,
    make: 'Dodge',
    model: 'Ram',
  },
  {
    state: 'NY',
    plate: 'KDN3189',
    vin: '5FNRL38297B007384',
    label: '2007 Honda Odyssey LX',
    year: 2007,
    make: 'Honda',
    model: 'Odyssey',
  },
  {
    state: 'WA',
    plate: 'CFH8842',
    vin: '1C4GJWAG3DL544796',
    label: '2013 Jeep Wrangler Sport',
    year: 2013,
    make: 'Jeep',
    model: 'Wrangler',
  },
  {
    state: 'IL',
    plate: 'BT92615',
    vin: '5NPEB4AC9DH571382',
    label: '2013 Hyundai Sonata GLS',
    year: 2013,
    make: 'Hyundai',
    model: 'Sonata',
  },
  {
    state: 'AZ',
    plate: 'CRN5512',
    vin: '1GKLVKED6AJ152841',
    label: '2010 GMC Acadia SLE-1',
    year: 2010,
    make: 'GMC',
    model: 'Acadia',
  },
];
