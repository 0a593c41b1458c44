import type { CurrentQuote, RetrievedContext } from '../engine';

// A hand-built context for the LLM engine tests: a 2013 Ford F-150 at a $165/h shop, two guide
// jobs, one companion job, one similar network job, one knowledge entry and one guideline.

export const context: RetrievedContext = {
  vehicle: {
    id: 'veh-1',
    make: 'Ford',
    model: 'F-150',
    model_year: 2013,
    trim: 'XLT',
    vin: '1FTFW1ET5DFC10312',
    engine_cylinders: 6,
    displacement_l: '3.5',
    drive_type: '4WD',
    body_class: 'Pickup',
    fuel_type_primary: 'Gasoline',
  },
  shop: { id: 'shop-1', name: 'Main Street Auto', standard_labor_rate: 165, state: 'TX' },
  concern: 'grinding noise front brakes',
  normalizedConcern: 'grinding noise from the front brakes when stopping',
  codes: [],
  guideJobs: [
    {
      id: 'gj-1',
      smartJobId: 'BRK-0002',
      name: 'Front brake pads and rotors replace',
      system: 'Brakes',
      category: 'Brakes',
      keywords: ['brake', 'pads', 'rotors'],
      companions: ['BRK-0007', 'BRK-0011'],
      frequency: 120,
      score: 0.92,
      labor: [
        {
          id: 'gl-1',
          name: 'Replace front brake pads',
          operation: 'Remove and replace',
          section: 'Brakes',
          motorTime: 1.4,
        },
        {
          id: 'gl-2',
          name: 'Replace front rotors',
          operation: 'Remove and replace',
          section: 'Brakes',
          motorTime: 0.6,
        },
      ],
      parts: [
        { name: 'Front brake pad set', quantity: 1, retail: 89.99, pcdbPartTypeId: 1684 },
        { name: 'Front brake rotor', quantity: 2, retail: 124.5, pcdbPartTypeId: 1896 },
      ],
    },
    {
      id: 'gj-2',
      smartJobId: 'BRK-0007',
      name: 'Brake fluid flush',
      system: 'Brakes',
      category: 'Maintenance',
      keywords: ['fluid', 'flush'],
      companions: [],
      frequency: 40,
      score: 0.41,
      labor: [
        { id: 'gl-3', name: 'Flush brake fluid', operation: 'Service', section: 'Brakes', motorTime: 0.8 },
      ],
      parts: [{ name: 'DOT 3 brake fluid', quantity: 2, retail: 12.99, pcdbPartTypeId: 11000 }],
    },
  ],
  additionalJobs: [],
  diagnosisJobs: [],
  knowledgeJobs: [],
  companionJobs: [
    {
      id: 'gj-3',
      smartJobId: 'BRK-0011',
      name: 'Front brake hardware kit replace',
      system: 'Brakes',
      category: 'Brakes',
      keywords: ['hardware', 'clips'],
      companions: [],
      frequency: 55,
      score: 0.3,
      labor: [
        {
          id: 'gl-4',
          name: 'Replace brake hardware',
          operation: 'Remove and replace',
          section: 'Brakes',
          motorTime: 0.3,
        },
      ],
      parts: [{ name: 'Brake hardware kit', quantity: 1, retail: 18.75, pcdbPartTypeId: 1720 }],
    },
  ],
  similarJobs: [
    {
      id: 'nj-1',
      title: 'Front brakes pads and rotors',
      make: 'Ford',
      model: 'F-150',
      model_year: 2014,
      guide_job_id: 'gj-1',
      similarity: 0.81,
      labor: [{ description: 'Front pads and rotors', hours: 2.1, rate: 150 }],
      parts: [{ name: 'Brake pads', quantity: 1, retail: 95, pcdb_part_type_id: 1684, brand: 'Wagner' }],
    },
  ],
  companionStats: [
    { guideJobId: 'gj-2', share: 0.41, orders: 120 },
    { guideJobId: 'gj-3', share: 0.28, orders: 120 },
  ],
  catalog: {},
  knowledge: [
    {
      id: 'kb-1',
      title: 'Rotors',
      description: 'Always replace front rotors together with the pads on F-150 trucks.',
    },
  ],
  guidelines: [
    { id: 'ag-1', title: 'Tone', description: 'Write replies in plain English without shop jargon.' },
  ],
};

export const currentQuote: CurrentQuote = {
  id: 'q-1',
  title: 'Front brake pads and rotors replace',
  shortTitle: 'Front brakes',
  prompt: 'grinding noise front brakes',
  laborItems: [
    {
      id: 'li-1',
      title: 'Replace front brake pads',
      description: 'Remove and replace',
      hours: 1.4,
      rate: 165,
      is_suggested: false,
      source: {
        kind: 'model',
        guideJob: { smartJobId: 'BRK-0002', name: 'Front brake pads and rotors replace' },
      },
    },
  ],
  partItems: [],
  guideJobs: [{ id: 'gj-1', score: 0.92 }],
  relatedJobs: [],
  knowledgeBaseIds: ['kb-1'],
  appGuidelineIds: ['ag-1'],
};
