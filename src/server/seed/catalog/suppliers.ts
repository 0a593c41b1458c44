// Supplier names as the spec's 'Known supplier logos' list them, with stores where shops of the
// demo network are (CA, MI, FL).
export const SUPPLIERS: Array<{ name: string; stores: Array<{ city: string; state: 'CA' | 'MI' | 'FL' }> }> =
  [
    {
      name: 'NAPA Auto Parts',
      stores: [
        { city: 'San Mateo', state: 'CA' },
        { city: 'Ann Arbor', state: 'MI' },
        { city: 'Tampa', state: 'FL' },
      ],
    },
    {
      name: "O'Reilly Auto Parts",
      stores: [
        { city: 'San Jose', state: 'CA' },
        { city: 'Ypsilanti', state: 'MI' },
        { city: 'Brandon', state: 'FL' },
      ],
    },
    {
      name: 'AutoZone',
      stores: [
        { city: 'Oakland', state: 'CA' },
        { city: 'Detroit', state: 'MI' },
        { city: 'Orlando', state: 'FL' },
      ],
    },
    {
      name: 'Advance Auto Parts',
      stores: [
        { city: 'Sacramento', state: 'CA' },
        { city: 'Lansing', state: 'MI' },
        { city: 'Clearwater', state: 'FL' },
      ],
    },
    {
      name: 'WORLDPAC',
      stores: [
        { city: 'Newark', state: 'CA' },
        { city: 'Livonia', state: 'MI' },
        { city: 'Miami', state: 'FL' },
      ],
    },
    {
      name: 'Auto-Wares',
      stores: [
        { city: 'Grand Rapids', state: 'MI' },
        { city: 'Kalamazoo', state: 'MI' },
      ],
    },
    { name: 'Rowerdink', stores: [{ city: 'Grand Rapids', state: 'MI' }] },
    {
      name: 'ACI - Parts Plus',
      stores: [
        { city: 'Fresno', state: 'CA' },
        { city: 'Gainesville', state: 'FL' },
      ],
    },
    { name: 'Crown Honda Mazda', stores: [{ city: 'St. Petersburg', state: 'FL' }] },
    { name: 'Berger Chevrolet', stores: [{ city: 'Grand Rapids', state: 'MI' }] },
    { name: 'Crown Toyota VW', stores: [{ city: 'Lakeland', state: 'FL' }] },
    { name: 'Fisher Auto Parts / KOI Auto Parts', stores: [{ city: 'Troy', state: 'MI' }] },
    {
      name: 'Transtar',
      stores: [
        { city: 'Los Angeles', state: 'CA' },
        { city: 'Warren', state: 'MI' },
      ],
    },
    { name: 'All European Auto Supply', stores: [{ city: 'San Francisco', state: 'CA' }] },
    {
      name: 'Parts Authority / IMC',
      stores: [
        { city: 'Santa Ana', state: 'CA' },
        { city: 'Fort Lauderdale', state: 'FL' },
      ],
    },
    {
      name: '1-800-Radiator & AC',
      stores: [
        { city: 'Hayward', state: 'CA' },
        { city: 'Sarasota', state: 'FL' },
      ],
    },
    { name: 'Fast Undercar', stores: [{ city: 'Pontiac', state: 'MI' }] },
    { name: 'City Auto Supply', stores: [{ city: 'Jacksonville', state: 'FL' }] },
    { name: 'SSF Imported Auto Parts', stores: [{ city: 'Burlingame', state: 'CA' }] },
    { name: 'The Parts House', stores: [{ city: 'Fort Myers', state: 'FL' }] },
    {
      name: 'Factory Motor Parts',
      stores: [
        { city: 'Flint', state: 'MI' },
        { city: 'Stockton', state: 'CA' },
      ],
    },
  ];
