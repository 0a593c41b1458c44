// Why common work is done, in words an advisor can pass on to a customer. The labor guide holds
// operations and times but no explanations, so the few answers customers ask for most are kept
// here, matched on the component a line names.

export type Alternative = 'resurface' | 'none';

type RepairNote = {
  component: RegExp;
  /** Why the work is done at all. */
  why: string;
  /** Why it is replaced rather than done another way ('none': left out), keyed by that way. */
  insteadOf?: Partial<Record<Alternative, string>>;
  /** What the customer's symptom says about it, when the concern names one. */
  symptoms?: Array<[RegExp, string]>;
};

const NOTES: RepairNote[] = [
  {
    component: /\brotors?\b/i,
    why: 'The rotors are the surface the pads clamp on; scored, thin or warped rotors wear new pads fast and bring back the noise or a pulsing pedal',
    insteadOf: {
      resurface:
        'Rotors can be resurfaced only while they stay above the minimum thickness stamped on them, and a rotor machined close to that minimum runs hot and tends to warp again',
      none: 'Pads alone only work on smooth rotors above their minimum thickness; on scored or thin rotors new pads wear fast and the noise comes back',
    },
    symptoms: [
      [
        /\b(grind\w*|metal)\b/i,
        'A grinding noise usually means the pads wore down to metal and scored the rotors, and machining out deep scoring takes them below that minimum',
      ],
      [
        /\b(pulsat\w*|vibrat\w*|shak\w*)\b/i,
        'A pulsing pedal or a shaking wheel under braking means the rotors are warped',
      ],
    ],
  },
  {
    component: /\bpads?\b/i,
    why: 'Brake pads wear with every stop; once the friction material is gone the metal backing grinds on the rotors, which lengthens stopping distances and damages the rotors',
  },
  {
    component: /\b(flush|fluid)\b/i,
    why: 'Brake fluid absorbs moisture over the years, which lowers its boiling point and corrodes the system from inside; a flush replaces it with fresh fluid and bleeds out any air',
  },
  {
    component: /\b(inspect\w*|diagnos\w*|road test)\b/i,
    why: 'The same symptom can come from several parts; the inspection measures and tests them so only what is actually worn gets replaced',
  },
  {
    component: /\b(rotat\w*|balanc\w*)\b/i,
    why: 'Rotating and balancing the tires evens out their wear and removes vibration, so they last longer',
  },
];

export function noteFor(lineName: string): RepairNote | undefined {
  return NOTES.find((n) => n.component.test(lineName));
}

/** What the concern's symptom says about the component, if the note knows the symptom. */
export function symptomNote(note: RepairNote | undefined, concern: string): string | undefined {
  return note?.symptoms?.find(([pattern]) => pattern.test(concern))?.[1];
}
