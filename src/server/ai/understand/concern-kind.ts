import { canonicalText } from './abbreviations';
import { CODE_PATTERN } from './dtc';

// Whether a concern describes a symptom (what the driver notices, cause not confirmed) or names
// the repair. Guidelines such as 'diagnosis before parts' apply only to symptoms: 'grinding
// noise front when braking' starts with a diagnosis; 'replace front brake pads', 'oil change',
// 'do pads and rotors' and 'cust approved rear brakes' ask for a job, and a finding that names the
// failed part ('radiator cracked and leaking', 'front struts leaking', 'motor mount torn',
// 'battery tested bad', 'lf wheel bearing humming') is quoted as the repair, whatever the
// guidelines say. Patterns run on canonical text ('new pads' → 'replace pads', 'check engine
// light' → 'cel'), spelling corrected by the caller where it can.

const SYMPTOM =
  /\b(nois[ey]s?|grind\w*|squeal\w*|squeak\w*|screech\w*|clunk\w*|knock\w*|rattl\w*|tick(s|ing)?|click(s|ing)?|whin(e|es|ing)|humm?(s|ing)?|howl\w*|growl\w*|thump\w*|pops?|popping|creak\w*|groan\w*|hiss\w*|buzz\w*|whirr?\w*|chirp\w*|vibrat\w*|vibes?|shak(e|es|ing)|shimm\w*|wobbl\w*|pulsat\w*|pulls? (?:to |left|right|hard|when|while|on)|pulling|wander\w*|leak\w*|drip\w*|puddle|smells?|odor|smok\w*|steam\w*|warning|light (is )?on|lights? up|flicker\w*|drains? (the )?batter\w*|battery drains?|draining|flash\w*|cel|codes?|(won'?t|wont|doesn'?t|doesnt|dont|don'?t|does not|will not|cant|can'?t|never|no longer|not) [a-z]+|no ?(start|crank|heat|a\/c|power|signal)|nostart|nocrank|noheat|dead|stall\w*|overheat\w*|runs? (hot|rough|bad)|running (hot|rough)|hesitat\w*|stumbl\w*|misfir\w*|rough|slipp\w*|soft pedal|spongy|hard (pedal|as a rock)|sinks?|hard to (steer|start|shift)|intermittent\w*|blow\w* (warm|hot)|warm air|only works?|stays? (lit|on)|has play|play in|loose|hard start|sputter\w*|dies|climbs|keeps \w+|sometimes|cycles|drones?|droning|bounc\w*|floats?|shudder\w*|slips?|flares?|harsh|delayed|stops? (in|working|mid)|inop\w*|failed (smog|emissions?|inspection|state))\b/;

// Asking for a named job: the advisor already knows what the vehicle needs.
const REQUEST =
  /\b(replace|install|put (on|in)|change (the|out|my|its)|flush|rotate|balance|alignment|recharge|quote|do (an?|the)|due for|approved?|authori[sz]ed|ok'?d|okayed|wants?|would like|requests?|due|svc|service(?! (light|engine|soon|required))|\w+ test it|needs? (an? |the |new |both |front |rear |all )?(?!(?:[a-z]+ )?diag|fixed|fixing|looked|checked|to be)[a-z]+)\b/;
// 'do pads and rotors', '…, also do the plugs': 'do' opening a request.
const DO_REQUEST =
  /(^|[,.;:&+-]|\band\b|\balso\b|\bpls\b|\bplease\b|\bjust\b)\s*do (?!not\b|you\b|it\b|this\b|that\b)/;

/** The components an advisor names as failed; fluids, the whole engine and places are not. */
const PART =
  '(?:pads?|rotors?|calipers?|shoes?|drums?|wheel cylinders?|brake (?:lines?|hoses?)|master cylinder|booster|cables?|wheel cyl(?:inders?)?|stalk|12v|fuel pump|struts?|shocks?|springs?|air ?bags?|(?:engine|transmission) mounts?|mounts?|radiator|tank|water pump|hoses?|thermostat|heater core|alternator|starter|battery|batteries|belt|ribs?|tensioner|pulley|idler|axles?|cv (?:axles?|boots?|joints?)|cv|boots?|bearings?|hubs?|tie rod(?: ends?)?|ball joints?|control arms?|bushings?|sway bar links?|links?|rack|steering box|gear ?box|gaskets?|seals?|pumps?|sensors?|coils?|ignition coils?|plugs?|spark plugs?|wires?|injectors?|valves?|filters?|tires?|bulbs?|converter|catalytic|mufflers?|can|flex(?: pipe)?|braided(?: section)?|pipes?|manifold|compressor|condenser|evaporator|a\\/c coil|blower(?: motor)?|resistor|switch(?:es)?|relays?|fuses?|wiper motor|regulator|actuator|lines?|reservoir|cap|u ?joints?|ujoints?|driveshaft|yoke|clutch|slave(?: cylinder)?|flywheel|timing (?:belt|chain)|cover|pan|housing|knuckle|vent|fan|horn|weep hole|clockspring|cooler lines?)';
/** What a technician writes once the failed part is found. */
const FINDING =
  '(?:cracked|cracking|leaking|leaks|torn|tore|ripped|split|seized|seizing|stuck|frozen|worn(?: out| down| thin)?|tested (?:bad|weak)|test(?:s|ed)? (?:bad|weak|failed)|failed|failing|bad|broken|broke|blown|stripped|bent|shot|collapsed|corroded|rotted(?: out)?|rusted(?: through| out)?|loose|has (?:some |excessive |a lot of )?play|bulging|swollen|clogged|plugged|seeping|weeping|spins freely|not charging|not engaging|weak|suspected|confirmed|runs (?:nonstop|constantly|all the time)|dead|no signal|at \\d+ ?mm|\\d+ ?mm)';
/** A noise or failure the advisor puts on a part ('lf wheel bearing humming', 'clutch slipping'). */
const PART_NOISE =
  '(?:whin(?:e|es|ing)|humm?(?:s|ing)?|growl\\w*|click(?:s|ing)?|squeal\\w*|squeak\\w*|grind\\w*|rattl\\w*|knock\\w*|clunk\\w*|slipp\\w*|chatter\\w*|buzz\\w*|tick(?:s|ing)?|howl\\w*)';
const ANY_WORD = '(?:[a-z0-9/-]+ )';
const FINDING_AFTER = new RegExp(`\\b${PART} ${ANY_WORD}{0,4}(?:${FINDING}|seeping|weeping)\\b`);
const FINDING_BEFORE = new RegExp(`\\b(?:${FINDING}|leak|hit|damaged|punctured) ${ANY_WORD}{0,3}${PART}\\b`);
/** Parts whose noise is the failure; a relay or a switch clicks when it works. */
const NOISY =
  '(?:bearings?|hubs?|axles?|cv(?: axles?| joints?)?|pumps?|belt|tensioner|pulley|idler|compressor|clutch|struts?|shocks?|mounts?|ball joints?|tie rods?|calipers?|pads?|rotors?|u ?joints?|ujoints?|lifters?)';
const NOISY_PART = new RegExp(`(?<!\\bno (?:[a-z]+ ){0,2})\\b${NOISY} (?:[a-z]+ ){0,2}${PART_NOISE}\\b`);
const LIGHT_OUT =
  /\b(bulbs?|lights?|headlights?|tail lights?|brake lights?)( is| are)? (out|burn[et] out|not working|inop\w*)\b/;
const EDGE_WEAR =
  /\b(inside|outside|inner|outer) (edges?|shoulders?)\b.*\bworn\b|\btires?\b.*\bworn\b.*\b(inside|outside|inner|outer)\b|\b(feathered|cupped|cupping)\b/;
const PUNCTURE = /\b(nail|screw|puncture|bolt) in\b|\bweep hole\b|\bglass (fell|dropped|off (the )?track)\b/;
/** A message ending in the part the advisor settled on ('…, throttle body'). */
const NAMED_AT_END = new RegExp(`,\\s*(?:the |new |a )?(?:[a-z/-]+ ){0,2}(?:${PART}|motor|body)$`);

const A_CODE = new RegExp(CODE_PATTERN.source, 'i');
const ASKED_PART = new RegExp(`\\breplace (?:the |a |new |both |all )?((?:${PART} ?)+)`);
const PART_PHRASE = new RegExp(`(?:${PART} )*${PART}`, 'g');

export type ConcernKind = 'repair' | 'finding' | 'symptom' | 'other';

/**
 * What the advisor's words are: a job asked for, a finding that names the failed part, a symptom
 * to diagnose, or neither (quoted as the best job, like a request).
 */
export function concernKind(concern: string): ConcernKind {
  // 'steering wheel' is a place, not a failed wheel ('play in the steering wheel').
  const text = canonicalText(concern)
    .replace(/\bsteering wheel\b/g, 'steering-wheel')
    // A message on the dash is a warning light, whatever it says the car needs.
    .replace(/\b(screen|dash|cluster|display|msg|message) (says|shows|reads)\b[^,.;]*/g, 'warning')
    // A guess is not a finding ('feels like driveshaft', 'might be the pump').
    .replace(/\b((feels|sounds|seems|looks) like|(might|may|could) be|maybe|possibly)\b[^,.;]*/g, ' ')
    // A dead battery is what the driver finds; why it died is the diagnosis.
    .replace(
      /\b(battery|batteries) (is |are |keeps )?(dead|dying)\b|\bdead (battery|batteries)\b/g,
      'battery drains',
    );
  if (namesFailedPart(text)) return 'finding';
  if (REQUEST.test(text) || DO_REQUEST.test(text)) return 'repair';
  if (SYMPTOM.test(text) || A_CODE.test(concern)) return 'symptom';
  return 'other';
}

/** The literal words of these patterns ('stalk', 'seized'): known words, never 'corrected'. */
export const KIND_WORDS: ReadonlySet<string> = new Set(
  [PART, FINDING, PART_NOISE, REQUEST.source, SYMPTOM.source].flatMap((p) => p.match(/[a-z]{4,}/g) ?? []),
);

/** Whether a word is one of the symptom words ('clunking', 'squealing'), never a misspelling. */
export function isSymptomWord(word: string): boolean {
  return SYMPTOM.test(word);
}

export function isSymptomConcern(concern: string): boolean {
  return concernKind(concern) === 'symptom';
}

/**
 * The part the repair is for: the one the advisor asks to replace ('… boot torn, replace axle'),
 * else the failed part a finding names, with the parts before it that qualify it ('lr axle seal
 * leaking' → 'axle seal'; 'radiator fan motor dead' → 'radiator fan'). A torn boot of a ball
 * joint or a tie rod is that part's finding.
 */
export function foundPart(concern: string): { part: string; qualifiers: string } | undefined {
  const text = canonicalText(concern).replace(/\bsteering wheel\b/g, 'steering-wheel');
  // Tires worn on one edge: the wear pattern is the finding, the alignment its repair.
  if (EDGE_WEAR.test(text)) return { part: 'wheel alignment', qualifiers: '' };
  const asked = ASKED_PART.exec(text)?.[1];
  if (asked) return { part: asked.trim(), qualifiers: '' };
  for (const pattern of [FINDING_AFTER, FINDING_BEFORE, NOISY_PART]) {
    const match = pattern.exec(text)?.[0];
    if (!match) continue;
    const named = [...match.matchAll(PART_PHRASE)];
    // Next to the finding word: the last phrase after it is named ('… hose bulging'), the first
    // before it ('leaking at high pressure hose').
    const found = (pattern === FINDING_BEFORE ? named.at(-1) : named[0])!;
    const part =
      /\S \bboots?$/.test(found[0]) && !/\bcv boots?$/.test(found[0])
        ? found[0].replace(/ boots?$/, '')
        : found[0];
    // With the two words before it, which say which one ('high pressure fuel pump', 'serpentine belt').
    const before = text.slice(0, text.indexOf(match) + (found.index ?? 0));
    const qualifiers = before
      .split(/[\s,.;:&+]+/)
      .filter(Boolean)
      .slice(-2)
      .join(' ');
    return { part, qualifiers };
  }
  return undefined;
}

function namesFailedPart(text: string): boolean {
  return (
    FINDING_AFTER.test(text) ||
    FINDING_BEFORE.test(text) ||
    NOISY_PART.test(text) ||
    (LIGHT_OUT.test(text) && !/\b(both|all|neither)\b/.test(text)) ||
    PUNCTURE.test(text) ||
    NAMED_AT_END.test(text)
  );
}
