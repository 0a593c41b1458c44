// How advisors write and how the guide writes, brought to one vocabulary. Applied to guide texts
// and to concerns alike, so both sides meet on the same words ('a/c', 'cel', 'replace', 'front').

type Rule = [RegExp, string];

export const PHRASE_RULES: Rule[] = [
  [/(\d),(\d{3})\b/g, '$1$2'],
  [/\b(\d{1,3})\s?k\b(?!\s?(ohm|rpm))/g, '$1000'],
  [/\b(\d{1,3})\s?,?000\s?(mi|miles?)\b/g, '$1000 mile'],
  [/\b(replacement|replaced|replacing|replaces)\b/g, ' replace '],
  [/\b(new)\s+(?=[a-z])/g, ' replace '],
  [/\balign(ed|ing|ment)?\b/g, ' alignment '],
  [
    /\b(drain (and|&|n) fill|drain & refill|drain and refill|d&f|fluid change|fluid exchange)\b/g,
    ' fluid service ',
  ],
  [/\b(t-? ?case|tcase)\b/g, ' transfer case '],
  [/\batf\b/g, ' transmission fluid '],
  [/\b(gear oil|diff fluid|differential oil)\b/g, ' differential fluid '],
  [/\brear end\b(?! (noise|clunk))/g, ' rear differential '],
  [/\bhg\b/g, ' head gasket '],
  [/\b(t-?belt|t belt)\b/g, ' timing belt '],
  // 'state' is a stop word ('customer states'), so the state inspection is named by 'safety'.
  [/\bstate (safety )?inspection\b/g, ' safety inspection '],
  [/\b(uca)\b/g, ' upper control arm '],
  [/\b(lca)\b/g, ' lower control arm '],
  [/\bbj\b/g, ' ball joint '],
  [/\b(txv|tev)\b/g, ' expansion valve '],
  [/\bsas\b/g, ' steering angle sensor '],
  [/\b(vdc|vsc|esc|esp|stabilitrak|advancetrac)\b/g, ' stability control '],
  [/\bwif\b/g, ' water in fuel '],
  [/\b(powerstroke|power stroke|duramax|cummins|tdi)\b/g, ' diesel '],
  [/\bfp\b/g, ' fuel pump '],
  [/\b(zerks?|grease fittings?)\b/g, ' chassis lubrication '],
  [/\bstop (lamp|light)s?\b/g, ' brake light '],
  [/\b(lt)\b/g, ' left '],
  [/\b(overflow|coolant) (bottle|tank|jug)\b/g, ' coolant reservoir '],
  [/\boverflow reservoir\b/g, ' coolant reservoir '],
  [/\bback (glass|window|hatch)\b/g, ' rear '],
  [
    /\bback (?=(brake|wheel|tire|wiper|end|shock|strut|bearing|axle|door|light|left|right|pads?|rotors?|seat|glass)\b)/g,
    ' rear ',
  ],
  [/\b(bottom|lower) (radiator )?hose\b/g, ' lower radiator hose '],
  [/\b(top|upper) (radiator )?hose\b/g, ' upper radiator hose '],
  [/\b(hose) (at|on) (the )?(bottom|lower)\b/g, ' lower $1 '],
  [/\b(hose) (at|on) (the )?(top|upper)\b/g, ' upper $1 '],
  [/\b(a\.c\.|a\/c|ac|a c)\b/g, ' a/c '],
  [/\bair ?con(ditioning|ditioner|dition)?\b/g, ' a/c '],
  [
    /\b(check engine( light| lamp)?|service engine soon( light)?|engine light|cel light|mil light|\bmil\b|\bces\b)/g,
    ' cel ',
  ],
  [/\bcel\b/g, ' cel '],
  [/\bp\s?\/\s?s\b/g, ' power steering '],
  [/\bps\b(?=\s?(pump|fluid|hose|leak|whine|line|flush))/g, ' power steering '],
  [/\b(r\s?&\s?r|r and r|rpl|rplc|repl|rep|swap out|swap)\b/g, ' replace '],
  [/\b(frt|frnt|fr|fnt)\b/g, ' front '],
  [/\brt\b/g, ' right '],
  [/\btres?\b/g, ' tie rod end '],
  [/\bt\/c\b(?=\s*(fluid|drain|service|svc|refill|oil|leak))/g, ' transfer case '],
  [/\b(tire )?rot\b(?=\s*(\+|&|and|n)?\s*(bal|balance)?)/g, ' tire rotation '],
  [/\bbal\b/g, ' balance '],
  [/\bwp\b/g, ' water pump '],
  [/\binjs?\b/g, ' injector '],
  [/\b(a\/c|ac)\s+comp\b/g, ' a/c compressor '],
  [/\b(a\/c )?compressor clutch\b|\ba\/c clutch\b/g, ' a/c compressor '],
  [/\bevac\b/g, ' evacuate '],
  [/\baxle (fluids?|oil|service)\b/g, ' differential fluid '],
  [/\bhigh press\b/g, ' high pressure '],
  [/\b(rear|exhaust|back) can\b/g, ' $1 muffler '],
  [/\bback of (the )?(car|vehicle|truck|van|suv)\b/g, ' rear '],
  [/\b(front|top|bottom|back|side) of (the )?motor\b/g, ' $1 of engine '],
  [/\b(quick|loaded|complete) struts?\b/g, ' strut complete assemblies '],
  // Why the work is due is not the work: 'trans service per maintenance minder'.
  [/\b(per|by) (the )?(maint\w*|maintenance) (minder|sched\w*|schedule|reminder|light)\b/g, ' '],
  // Work already done is not asked for: 'wanders after new tie rods'.
  [/\bafter (new|replace|replacing|replaced|installing)\b[^,.;]*/g, ' '],
  [/\b(rr|rer|bak)\b/g, ' rear '],
  [/\b(lf|lft|l\/f)\b/g, ' left front '],
  [/\b(rf|r\/f)\b/g, ' right front '],
  [/\b(lr|l\/r)\b/g, ' left rear '],
  [/\b(lh|drivers? side|driver'?s side|ds)\b/g, ' left '],
  [/\b(rh|passengers? side|pass side|ps side)\b/g, ' right '],
  [/\b(tranny|trans|tranmission|transmision|tran)\b/g, ' transmission '],
  [/\bdiff\b/g, ' differential '],
  [/\b(4x4|4 ?wheel drive|four wheel drive|4 ?wd)\b/g, ' 4wd '],
  [/\b(all wheel drive)\b/g, ' awd '],
  [/\b(oxygen|o 2|02)\b/g, ' o2 '],
  [/\b(pre-?cat|sensor 1|b[12]\s?s1|bank [12] sensor 1|upstream)\b/g, ' upstream '],
  [/\b(post-?cat|sensor 2|b[12]\s?s2|bank [12] sensor 2|downstream)\b/g, ' downstream '],
  [/\bmass air ?flow\b/g, ' maf '],
  [/\bexhaust gas recirc\w*\b/g, ' egr '],
  [/\bevaporative\b/g, ' evap '],
  [/\bdiesel exhaust fluid\b/g, ' def '],
  [/\b(diesel )?particulate filter\b/g, ' dpf '],
  [/\btire pressure( monitor(ing)?( system| sensor)?)?( light)?\b/g, ' tpms '],
  [/\banti-? ?lock( brakes?)?\b/g, ' abs '],
  [/\bconstant velocity\b/g, ' cv '],
  [/\b(antifreeze|anti freeze)\b/g, ' coolant '],
  [/\btyres?\b/g, ' tire '],
  [/\b(breaks|brakes|brks|brk|breaking)\b/g, ' brake '],
  [
    /\b(lof|lube oil (and )?filter|oil and filter|oil & filter|oil filter change|oil service|lube service)\b/g,
    ' oil change ',
  ],
  [/\b(temp)\b/g, ' temperature '],
  [/\beng\b/g, ' engine '],
  [/\bbatt\b/g, ' battery '],
  [/\balt\b/g, ' alternator '],
  [/\bstrg\b/g, ' steering '],
  [/\bsusp\b/g, ' suspension '],
  [/\bexh\b/g, ' exhaust '],
  [/\b(cat|catalytic|cat conv|catalyst)\b/g, ' catalytic '],
  [/\bhtr\b/g, ' heater '],
  [/\brad\b/g, ' radiator '],
  [/\b(thermo|tstat|t-stat|t stat)\b/g, ' thermostat '],
  [/\b(pwr)\b/g, ' power '],
  [/\b(headlamps?|head lights?|head lamps?)\b/g, ' headlight '],
  [/\b(tail ?lamps?|tail ?lights?)\b/g, ' tail light '],
  [/\b(lamp|lamps)\b/g, ' light '],
  [/\b(stabilizer|stab|anti-? ?roll)\s?(bar)?\b/g, ' sway bar '],
  [/\b(end ?links?|sway ?bar ?links?)\b/g, ' sway bar link '],
  [/\btie ?rods?\b/g, ' tie rod '],
  [/\b(serp|fan|drive|accessory|v-ribbed|ribbed)\s?belt\b/g, ' serpentine belt '],
  [/\b(rocker cover)\b/g, ' valve cover '],
  [/\bcoil ?packs?\b/g, ' ignition coil '],
  [/\b(discs|rotrs?|disc(?! brake))\b/g, ' rotor '],
  [/\b(u-? ?joints?|ujoints?)\b/g, ' ujoint '],
  [/\b(e-? ?brake|emergency brake|hand ?brake|park brake)\b/g, ' parking brake '],
  [/\b(key ?fob|fob|keyless remote|remote key)\b/g, ' keyfob '],
  [/\b(rms)\b/g, ' rear main seal '],
  [/\bvvt\b/g, ' variable valve timing '],
  [/\bckp\b/g, ' crankshaft position sensor '],
  [/\bcmp\b/g, ' camshaft position sensor '],
  [/\b(ect|ect sensor)\b/g, ' coolant temperature sensor '],
  [/\btcm\b/g, ' transmission control module '],
  [/\b(mpi|mpvi|multi-? ?point|courtesy (check|inspection))\b/g, ' multipoint inspection '],
  [/\b(ppi|pre-? ?purchase)\b/g, ' prepurchase '],
  [/\b(hv|high voltage)\b/g, ' hv '],
  [
    /\b(won'?t|wont|doesn'?t|doesnt|does not|will not|cant|can'?t|cannot|not|no)\s+(crank|cranking|turn over|turning over)\b/g,
    ' nocrank ',
  ],
  [
    /\b(won'?t|wont|doesn'?t|doesnt|does not|will not|cant|can'?t|cannot|not|no)\s+(start|starting|fire up|fire)\b/g,
    ' nostart ',
  ],
  [/\bno\s+(heat|heater)\b/g, ' noheat '],
  [/\b(wind ?shield|w\/s)\b/g, ' windshield '],
  [/\b(wipers|wiper blades?|wiper)\b/g, ' wiper '],
  [/\bmotor mounts?\b/g, ' engine mount '],
  [/\b(trans|transmission) mounts?\b/g, ' transmission mount '],
  [/\bw\/o\b/g, ' without '],
  [/\bw\/\s?/g, ' with '],
];

/** The words the rules write: known words, never 'corrected' as misspellings. */
export const RULE_WORDS = new Set(PHRASE_RULES.flatMap(([, r]) => r.match(/[a-z]{4,}/g) ?? []));

/** Lower case, punctuation kept only where it carries meaning, every rule applied once. */
export function canonicalText(text: string): string {
  // The same texts come back on every quote (guide names, note phrases, a message's pieces read
  // alone and joined), and each costs ~150 replacements: a pure function, remembered.
  const known = canonical.get(text);
  if (known !== undefined) return known;
  let out = ` ${text.toLowerCase().replace(/[’‘]/g, "'")} `;
  for (const [pattern, replacement] of PHRASE_RULES) out = out.replace(pattern, replacement);
  const result = out.replace(/\s+/g, ' ').trim();
  if (canonical.size >= MAX_CANONICAL) canonical.clear();
  canonical.set(text, result);
  return result;
}

const canonical = new Map<string, string>();
const MAX_CANONICAL = 20_000;
