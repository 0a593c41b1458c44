import { defaultPolishWords, type PolishStyle } from '../engine';

// A technician's-voice rewrite of a labor line, by template: the operation and the component are
// read from the text ('Disc Brake Pads, Front - R&R' → replace / front disc brake pads).

const OPERATIONS: Array<[RegExp, string]> = [
  [/\b(r&r|r & r|replace|replacement|remove and replace|install|change)\b/i, 'replace'],
  [/\b(diagnos\w*|diag)\b/i, 'diagnose'],
  [/\b(inspect\w*|check)\b/i, 'inspect'],
  [/\b(flush|exchange|drain and fill)\b/i, 'flush'],
  [/\b(test|testing)\b/i, 'test'],
  [/\b(adjust\w*|align\w*)\b/i, 'adjust'],
  [/\b(resurfac\w*|machine)\b/i, 'resurface'],
  [/\b(clean\w*|service)\b/i, 'service'],
];

/** The operation and the component a labor line names ('Disc Brake Pads, Front - R&R' → replace, front disc brake pads). */
export function readOperation(text: string) {
  const operation = OPERATIONS.find(([p]) => p.test(text))?.[1] ?? 'service';
  const [head = text] = text.split(/\s+-\s+/);
  const parts = head.split(/,\s*/);
  const component = (parts.length > 1 ? `${parts.slice(1).join(' ')} ${parts[0]}` : head)
    .replace(/\b(r&r|replace(ment)?|diagnos\w*|inspect\w*|flush|test)\b/gi, '')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    // Acronyms stay as written (ABS, A/C, CV, O2, EGR); other words read as prose.
    .map((w) => (/^[A-Z0-9/]{2,5}$/.test(w) ? w : w.toLowerCase()))
    .join(' ');
  return { operation, component: component || 'the component' };
}

const DESCRIPTIVE: Record<string, (c: string) => string> = {
  replace: (c) =>
    `Remove and replace ${c}. Inspect related components, clean and lubricate mounting points as required, torque fasteners to specification and road test to verify proper operation.`,
  diagnose: (c) =>
    `Diagnose ${c}: scan for trouble codes, verify the concern, perform pinpoint tests per service information and report findings with a repair recommendation.`,
  inspect: (c) =>
    `Inspect ${c} for wear, leaks and damage; measure against specification and report condition with recommendations.`,
  flush: (c) =>
    `Flush ${c}, refill with the manufacturer-specified fluid, bleed or purge air as required and check for leaks.`,
  test: (c) =>
    `Test ${c} with the appropriate equipment, compare results to specification and report findings.`,
  adjust: (c) => `Adjust ${c} to manufacturer specification and verify operation on a road test.`,
  resurface: (c) => `Resurface ${c} on the lathe within minimum thickness specification and verify runout.`,
  service: (c) => `Service ${c} per manufacturer procedure and verify proper operation.`,
};

const VERB: Record<string, string> = {
  replace: 'Replace',
  diagnose: 'Diagnose',
  inspect: 'Inspect',
  flush: 'Flush',
  test: 'Test',
  adjust: 'Adjust',
  resurface: 'Resurface',
  service: 'Service',
};

function limitWords(text: string, max: number): string {
  const words = text.split(/\s+/);
  return words.length <= max
    ? text
    : `${words
        .slice(0, max)
        .join(' ')
        .replace(/[,;:]$/, '')}.`;
}

/** The line rewritten in the style, cut to `maxWords` words (app variable polish_words_*). */
export function polish(text: string, style: PolishStyle, maxWords = defaultPolishWords(style)): string {
  const { operation, component } = readOperation(text);
  const verb = VERB[operation]!;
  switch (style) {
    case 'Concise':
      return limitWords(`${verb} ${component}; verify operation.`, maxWords);
    case 'Casual':
      return limitWords(
        `We'll ${verb.toLowerCase()} the ${component} and make sure everything works right before you pick it up.`,
        maxWords,
      );
    case 'Formal': {
      const close =
        operation === 'diagnose'
          ? 'report findings with a repair recommendation'
          : operation === 'inspect' || operation === 'test'
            ? 'report the results'
            : 'verify correct operation upon completion';
      return limitWords(
        `${verb} ${component} in accordance with manufacturer procedures and ${close}.`,
        maxWords,
      );
    }
    case 'Short':
      return limitWords(`${verb} ${component}.`, maxWords);
    default:
      return limitWords(DESCRIPTIVE[operation]!(component), maxWords);
  }
}
