import { canonicalText } from './abbreviations';
import { CODE_PATTERN } from './dtc';

// Whether a concern describes a symptom (what the driver notices, cause not confirmed) or asks
// for a job by name. Guidelines such as 'diagnosis before parts' apply only to symptoms:
// 'grinding noise front when braking' starts with a diagnosis, 'replace front brake pads' and
// 'oil change' are quoted as asked. Patterns run on canonical text ('new pads' → 'replace pads',
// 'check engine light' → 'cel').

const SYMPTOM =
  /\b(nois[ey]s?|grind\w*|squeal\w*|squeak\w*|screech\w*|clunk\w*|knock\w*|rattl\w*|tick(s|ing)?|click(s|ing)?|whin(e|es|ing)|humm?ing|howl\w*|growl\w*|thump\w*|vibrat\w*|shak(e|es|ing)|shimm\w*|wobbl\w*|pulsat\w*|pulls?|pulling|leak\w*|drip\w*|puddle|smells?|odor|smok\w*|steam\w*|warning|light (is )?on|lights? up|cel|codes?|(won'?t|doesn'?t|does not|will not) (start|crank|shift|work|stop|engage)|no ?(start|crank|heat|a\/c|power)|dead|stall\w*|overheat\w*|hesitat\w*|misfir\w*|rough|slipp\w*|soft pedal|spongy|sinks?|hard to (steer|start|shift)|intermittent\w*|not (working|cooling|heating|charging))\b/;

// Asking for a named job: the advisor already knows what the vehicle needs.
const REQUEST =
  /\b(replace|install|put (on|in)|change (the|out|my|its)|flush|rotate|balance|alignment|recharge|quote|do (an?|the)|due for)\b/;

export function isSymptomConcern(concern: string): boolean {
  const text = canonicalText(concern);
  if (REQUEST.test(text)) return false;
  return SYMPTOM.test(text) || new RegExp(CODE_PATTERN.source, 'i').test(concern);
}
