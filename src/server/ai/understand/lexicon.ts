// Symptoms as customers and advisors describe them, mapped to the systems and operations a
// technician would quote first. Each rule adds words to the concern (weighted below its own
// words), so the labor-guide match does the rest. Patterns run on canonical text (abbreviations.ts).

export type SymptomRule = { when: RegExp; unless?: RegExp; add: string; weight?: number };

const BRAKING = '(brake|braking|stop|stopping|slow(ing)? down|pedal)';

export const SYMPTOM_RULES: SymptomRule[] = [
  // Brakes
  {
    when: new RegExp(
      String.raw`(grind|grinding|metal on metal|scrap)[\w\s]{0,40}${BRAKING}|${BRAKING}[\w\s]{0,40}(grind|grinding|metal on metal|scrap)`,
    ),
    add: 'brake pad rotor replace',
    weight: 1.2,
  },
  {
    when: new RegExp(
      String.raw`(squeal|squeak|screech|chirp)[\w\s]{0,40}${BRAKING}|${BRAKING}[\w\s]{0,40}(squeal|squeak|screech)`,
    ),
    add: 'brake pad replace',
    weight: 1,
  },
  {
    when: new RegExp(
      String.raw`(pulsat|vibrat|shak|shudder|wobbl)[\w\s]{0,40}${BRAKING}|${BRAKING}[\w\s]{0,40}(pulsat|vibrat|shak|shudder|wobbl)`,
    ),
    add: 'brake rotor pad replace',
    weight: 1.2,
  },
  {
    when: /\b(pedal (soft|spongy|mushy|low|sinks|goes to (the )?floor)|(soft|spongy|mushy|low) (brake )?pedal)\b/,
    add: 'brake fluid master cylinder',
    weight: 1,
  },
  { when: /\bhard (brake )?pedal|pedal (is )?hard\b/, add: 'brake booster', weight: 1.2 },
  {
    when: /\b(brake )?pads?\b.*\b(low|thin|worn|mm)\b|\b(low|thin|worn)\b.*\bpads?\b/,
    add: 'brake pad replace',
    weight: 0.8,
  },
  {
    when: /\bbrake fluid\b.*\b(dark|old|flush|dirty|moisture|due)\b|\b(flush|exchange)\b.*\bbrake fluid\b/,
    add: 'brake fluid flush',
    weight: 1.2,
  },
  {
    when: /\babs\b.*\blight\b|\babs\b.*\bon\b|\btraction control light\b/,
    add: 'abs wheel speed sensor',
    weight: 1,
  },
  {
    when: /\bpull(s|ing)?\b[\w\s]{0,20}\bwhen brak|\bbrak\w*[\w\s]{0,20}\bpull(s|ing)?\b/,
    add: 'brake caliper',
    weight: 1,
  },
  {
    when: /\b(brake|caliper)\b.*\b(stick|sticking|drag|dragging|seized|hot wheel|smell)\b/,
    add: 'brake caliper',
    weight: 1,
  },
  { when: /\bbrake fluid leak|leaking brake fluid|brake line\b/, add: 'brake line hose', weight: 1 },
  // Starting and charging
  {
    when: /\b(click|clicking|clicks)\b/,
    unless: /\b(turn\w*|corner\w*|dash|vents?|relay)\b/,
    add: 'nocrank diagnosis battery test',
    weight: 1,
  },
  {
    when: /\b(whir\w*|spins?|spinning|grind\w*)\b.*\b(key|start\w*|crank\w*)\b|\bnocrank\b.*\bwhir/,
    add: 'starter',
    weight: 1.3,
  },
  {
    when: /\b(dead battery|battery dead|battery (is )?dying|jump start|needed a jump|jumped|weak battery|battery weak|slow crank|cranks slow)\b/,
    add: 'battery replace test',
    weight: 1.2,
  },
  {
    when: /\b(dies overnight|drains?|draining|dead (every|after)|parasitic)\b/,
    add: 'parasitic battery drain',
    weight: 1.3,
  },
  {
    when: /\b(battery light|charging light|charge light|not charging|alternator)\b/,
    add: 'alternator charging',
    weight: 1,
  },
  { when: /\b(dim(ming)? lights?|lights? dim|lights? flicker)\b/, add: 'alternator charging', weight: 0.8 },
  { when: /\bnocrank\b/, add: 'nocrank starter battery', weight: 1 },
  { when: /\bnostart\b/, unless: /\b(click|nocrank|dead|jump)/, add: 'nostart diagnosis', weight: 0.9 },
  {
    when: /\b(corrosion|corroded)\b.*\b(terminal|battery)\b|\bterminal\b.*\bcorro/,
    add: 'battery terminal clean',
    weight: 1.3,
  },
  // Cooling
  {
    when: /\b(overheat\w*|running hot|runs hot|temperature (gauge )?(high|rising|climbing|in the red|goes up)|high temperature|hot light)\b/,
    add: 'overheat cooling diagnosis thermostat',
    weight: 1.1,
  },
  {
    when: /\b(sweet|syrup|maple)\b.*\bsmell|\bsmell\w*\b.*\b(sweet|syrup|coolant)\b/,
    add: 'coolant leak cooling pressure',
    weight: 1.1,
  },
  {
    when: /\bcoolant\b.*\b(leak|low|losing|puddle|drip)\b|\b(leak|losing|puddle)\b.*\bcoolant\b|\bgreen (fluid|puddle|leak)|\b(pink|orange) (fluid|puddle|leak)/,
    add: 'coolant leak cooling pressure test',
    weight: 1,
  },
  {
    when: /\bwhite smoke\b.*\b(exhaust|tailpipe)|\b(exhaust|tailpipe)\b.*\bwhite smoke\b|\bmilky oil\b|\bbubbl\w* (in )?(the )?(coolant|reservoir|overflow)/,
    add: 'head gasket combustion leak',
    weight: 1.2,
  },
  {
    when: /\btemperature (gauge )?(stays )?(low|cold)|never warms? up|takes forever to warm\b/,
    add: 'thermostat',
    weight: 1.2,
  },
  {
    when: /\b(fan (not|isnt|doesnt|never) (come on|turn on|running|work)|cooling fan)\b/,
    add: 'cooling fan',
    weight: 1.2,
  },
  // HVAC
  {
    when: /\b(a\/c|cold air)\b.*\b(warm|hot|not cold|isnt cold|not cool\w*|weak|blowing (warm|hot))\b|\b(blow\w* (warm|hot)( air)?)\b/,
    add: 'a/c recharge leak performance',
    weight: 1.1,
  },
  {
    when: /\bnoheat\b|\b(heat|heater)\b.*\b(not work|doesnt work|cold|blows cold|not hot|no)\b|\bblow\w* cold\b.*\bheat/,
    add: 'noheat heater',
    weight: 1.2,
  },
  {
    when: /\b(blower|fan)\b.*\b(only (works|on) (on )?(high|5|4)|only high|some speeds)\b|\bonly works on high\b/,
    add: 'blower motor resistor',
    weight: 1.4,
  },
  {
    when: /\b(no air|no air flow|no airflow|blower (not|doesnt|dont|isnt)|fan (not|doesnt) blow|nothing (comes|blowing) out of (the )?vents)\b/,
    add: 'blower motor',
    weight: 1.2,
  },
  {
    when: /\b(musty|mildew|moldy|dirty sock|stinky|stinks?)\b/,
    add: 'a/c evaporator clean cabin air filter',
    weight: 1.1,
  },
  {
    when: /\bclick\w*\b.*\b(dash|behind (the )?dash|vents?|glove)\b|\b(dash|vents?)\b.*\bclick/,
    add: 'blend door actuator',
    weight: 1.4,
  },
  {
    when: /\bfog\w* (up )?windows|windshield fog|wet (passenger )?(floor|carpet)\b/,
    add: 'heater core',
    weight: 1,
  },
  // Steering and suspension
  {
    when: /\b(pull(s|ing)?|drift(s|ing)?|wander(s|ing)?)\b[\w\s]{0,15}\b(left|right|to one side|to the side)\b|\boff center\b|\bcrooked steering\b|\bsteering wheel (not|isnt) (straight|centered)\b/,
    unless: /\bbrak/,
    add: 'alignment',
    weight: 1.2,
  },
  {
    when: /\b(uneven|inside|outside|inner|outer) (tire )?wear\b|\btire\w* wear\w* (on )?(the )?(inside|outside|edge)/,
    add: 'alignment',
    weight: 1.1,
  },
  {
    when: /\b(shak\w*|vibrat\w*|wobbl\w*|shimmy)\b.*\b(\d\d ?(-|to) ?\d\d ?mph|\d\d ?mph|highway|freeway|speed|steering wheel)\b|\bsteering wheel (shak|vibrat)/,
    unless: /\bbrak/,
    add: 'wheel balance tire',
    weight: 1.1,
  },
  {
    when: /\b(clunk|knock|rattl|pop|bang)\w*\b.*\b(bump|pothole|rough road|over)\b|\b(bump|pothole)\w*\b.*\b(clunk|knock|rattl|pop)/,
    add: 'sway bar link ball joint strut suspension noise',
    weight: 1,
  },
  {
    when: /\b(bouncy|bounc\w*|floaty|nose dive|nosedive|dives|leak\w* (strut|shock)|(strut|shock)\w* leak)\b/,
    add: 'strut shock',
    weight: 1.2,
  },
  {
    when: /\b(hum|humming|growl\w*|roar\w*|drone|droning|whir\w*)\b/,
    unless: /\b(power steering|steering|pump|a\/c|blower|fuel)/,
    add: 'wheel bearing hub',
    weight: 1.1,
  },
  {
    when: /\b(click\w*|pop\w*)\b.*\b(turn\w*|corner\w*)\b|\b(turn\w*|corner\w*)\b.*\b(click|pop)/,
    unless: /\bsteering wheel\b.*\bclick|turn\w* (the )?(steering )?wheel|parking lot/,
    add: 'cv axle',
    weight: 1.3,
  },
  {
    when: /\b(torn|ripped|split|leak\w*) (cv )?boot|\bboot\b.*\b(torn|ripped|split|grease)|\bgrease (on|inside|slung)/,
    add: 'cv boot',
    weight: 1.3,
  },
  {
    when: /\b(whine|whining|groan\w*|moan\w*)\b.*\b(turn\w*|steer\w*|wheel)\b|\b(steer\w*|turn\w*)\b.*\b(whine|groan)/,
    add: 'power steering pump fluid',
    weight: 1.1,
  },
  {
    when: /\b(hard|heavy|stiff|tight) (to )?(steer|steering)|steering (is )?(hard|heavy|stiff)\b/,
    add: 'power steering pump electric',
    weight: 1.1,
  },
  {
    when: /\b(loose|sloppy|play in|wandering) (the )?steering|steering (is )?(loose|sloppy)|play in (the )?(steering|wheel)\b/,
    add: 'tie rod steering',
    weight: 1.1,
  },
  {
    when: /\bsag\w*\b|\b(rear|front) (end )?(is )?(low|sitting low|sagging)\b|\bleans?\b/,
    add: 'spring air suspension',
    weight: 1,
  },
  // Tires
  {
    when: /\b(flat|nail|screw|puncture|slow leak|losing air|leaking air|keeps losing air)\b/,
    add: 'flat tire repair',
    weight: 1.2,
  },
  { when: /\btpms\b/, add: 'tpms sensor', weight: 0.6 },
  {
    when: /\b(new tires?|tires? (are )?(bald|worn out)|bald tires?|needs? tires?|install (2|two|4|four) tires?|mount (and|&) balance)\b/,
    add: 'mount balance tire',
    weight: 1.1,
  },
  { when: /\b(rotate|rotation)\b/, add: 'tire rotation', weight: 1 },
  // Engine running and ignition
  {
    when: /\b(misfir\w*|miss(es|ing)?|stumbl\w*|sputter\w*|shaking at idle|rough(ly)? (idle|running|runs)|runs rough|idles? rough)\b/,
    add: 'misfire spark plug ignition coil rough idle',
    weight: 1,
  },
  {
    when: /\b(hesitat\w*|bog\w*|sluggish|no power|lack of power|loss of power|lacks power|low power)\b/,
    add: 'engine performance hesitation fuel',
    weight: 0.9,
  },
  { when: /\b(stall\w*|dies at (idle|stop))\b/, add: 'engine performance idle vacuum', weight: 0.9 },
  {
    when: /\b(knock\w*|tick\w*|tap\w*|rattl\w*)\b.*\b(engine|motor|startup|start up|cold|idle|under hood)\b|\bengine\b.*\b(knock|tick|tap|rattl)\w*/,
    unless: /\bbump/,
    add: 'engine noise diagnosis',
    weight: 1,
  },
  {
    when: /\b(squeal\w*|chirp\w*|screech\w*)\b/,
    unless: new RegExp(BRAKING),
    add: 'serpentine belt tensioner',
    weight: 1.1,
  },
  {
    when: /\b(burning oil|oil smell|smell\w* (like )?(burning )?oil|blue smoke|oil (on|dripping on) (the )?exhaust)\b/,
    add: 'oil leak valve cover gasket',
    weight: 1.1,
  },
  {
    when: /\boil\b.*\b(leak\w*|drip\w*|spot|puddle|seep\w*)\b|\b(leak\w*|drip\w*|puddle)\b.*\boil\b/,
    unless: /\b(power steering|transmission|brake)\b/,
    add: 'engine oil leak gasket seal',
    weight: 1,
  },
  { when: /\boil (pressure )?light\b|\blow oil pressure\b/, add: 'oil pressure sensor', weight: 1.2 },
  { when: /\b(rotten egg|sulfur|sulphur)\b/, add: 'catalytic converter', weight: 1.3 },
  {
    when: /\b(fuel smell|gas smell|smell\w* (like )?(gas|fuel)|raw fuel)\b/,
    add: 'evap fuel leak',
    weight: 1,
  },
  {
    when: /\b(hard (to )?start|long crank|cranks? (a long time|long)|takes (a while|long) to start)\b/,
    add: 'fuel pressure delivery nostart',
    weight: 1.1,
  },
  {
    when: /\b(bad|poor|terrible|dropping|dropped|lower) (gas|fuel) (mileage|economy)|\bmpg\b/,
    add: 'o2 sensor maf fuel induction',
    weight: 0.9,
  },
  { when: /\b(gas cap|fuel cap|check fuel cap)\b/, add: 'gas cap evap', weight: 1.2 },
  {
    when: /\b(loud exhaust|exhaust (is )?loud|exhaust leak|rumbl\w*|sounds like a (race car|harley)|muffler)\b/,
    add: 'exhaust leak muffler flex pipe',
    weight: 1.1,
  },
  {
    when: /\b(exhaust|manifold)\b.*\btick|\btick\w*\b.*\b(cold|when cold)\b/,
    add: 'exhaust manifold gasket',
    weight: 0.9,
  },
  {
    when: /\b(smog|emissions?) (test )?(fail\w*|check)|fail\w* (smog|emissions?)\b/,
    add: 'emissions test failure',
    weight: 1.3,
  },
  { when: /\bblack smoke\b/, add: 'fuel injector rich', weight: 1 },
  // Transmission and driveline
  {
    when: /\b(slip\w*|flare\w*|rpm (goes up|jumps|flares)|revs? (up|high)( between gears)?)\b/,
    unless: /\bbelt/,
    add: 'transmission diagnosis slip',
    weight: 1.1,
  },
  {
    when: /\b(harsh|hard|rough|late|delayed|slams?|jerk\w*|bang\w*) (shift\w*|into gear|engagement)|shift\w* (hard|harsh|rough|late|erratic)|\b(wont|doesnt) (shift|upshift)\b/,
    add: 'transmission shift diagnosis solenoid',
    weight: 1.1,
  },
  {
    when: /\b(limp mode|stuck in (gear|\d(st|nd|rd|th)))\b/,
    add: 'transmission diagnosis solenoid',
    weight: 1.1,
  },
  {
    when: /\b(clutch)\b.*\b(slip\w*|high|soft|floor|chatter|grind|smell)\b|\b(slip\w*|chatter)\b.*\bclutch\b/,
    add: 'clutch',
    weight: 1.2,
  },
  {
    when: /\bgrind\w*\b.*\b(shift|gear|into)\b/,
    unless: new RegExp(BRAKING),
    add: 'clutch master slave cylinder',
    weight: 1,
  },
  {
    when: /\b(transmission|red) fluid\b.*\b(leak|drip|puddle)|\bleak\w*\b.*\btransmission fluid\b/,
    add: 'transmission cooler line pan gasket',
    weight: 1,
  },
  {
    when: /\b(vibrat\w*|shudder\w*)\b.*\b(accelerat\w*|take ?off|from a stop)\b/,
    add: 'cv axle driveshaft ujoint driveline vibration',
    weight: 1,
  },
  {
    when: /\b(clunk\w*)\b.*\b(drive|reverse|shift into|accelerat|take ?off)\b/,
    add: 'ujoint driveshaft transmission mount engine mount',
    weight: 1,
  },
  {
    when: /\b(4wd|awd)\b.*\b(not engag\w*|wont engag\w*|light|service|doesnt work|flashing)\b/,
    add: '4wd actuator transfer case shift motor',
    weight: 1.2,
  },
  {
    when: /\b(whine|howl)\w*\b.*\b(rear end|differential|axle|speed)\b/,
    add: 'differential bearing',
    weight: 0.8,
  },
  // Electrical and lighting
  {
    when: /\b(headlight)\b.*\b(out|burnt|burned|not work\w*|dim|one side)\b|\b(burnt|burned) out headlight/,
    add: 'headlight bulb replace',
    weight: 1.2,
  },
  {
    when: /\bheadlight\w*\b.*\b(cloudy|foggy|yellow\w*|hazy|oxidiz\w*)\b|\b(cloudy|foggy|yellow\w*|hazy) headlight/,
    add: 'headlight restoration',
    weight: 1.5,
  },
  {
    when: /\b(brake light|tail light|turn signal bulb|third brake light)\b.*\b(out|not work\w*|burnt)\b/,
    add: 'brake light tail light bulb',
    weight: 1.2,
  },
  {
    when: /\b(brake|tail) lights?\b.*\b(stay on|stays on|stay lit|stays lit|always on|wont (turn|go) off|dont come on)\b/,
    add: 'brake light switch',
    weight: 1.4,
  },
  {
    when: /\bturn signals?\b.*\b(not work\w*|dont|doesnt|stopped)|\bwipers? and (turn )?signals?\b/,
    add: 'turn signal multifunction switch',
    weight: 1.1,
  },
  {
    when: /\bwindow\b.*\b(stuck|wont (go )?(up|down)|fell|off track|slow|grind)\b/,
    add: 'power window regulator motor',
    weight: 1.3,
  },
  {
    when: /\b(door )?lock\w*\b.*\b(not work\w*|wont (un)?lock|doesnt (un)?lock|buzz\w*)\b/,
    add: 'door lock actuator',
    weight: 1.2,
  },
  { when: /\bhorn\b/, add: 'horn', weight: 1 },
  { when: /\bkeyfob\b|\bremote (not|doesnt) work/, add: 'keyfob battery program', weight: 1.2 },
  {
    when: /\bwiper\w*\b.*\b(streak\w*|chatter\w*|smear\w*|torn|worn|skip\w*|squeak\w*|new|replace)\b|\b(streak\w*|chatter\w*|smear\w*)\b/,
    add: 'wiper blade replace',
    weight: 1.2,
  },
  {
    when: /\bwiper\w*\b.*\b(not work\w*|dont (work|move)|doesnt (work|move)|stopped|stuck|slow)\b/,
    add: 'wiper motor',
    weight: 1.2,
  },
  {
    when: /\bwasher\b.*\b(not|no|doesnt|dont)\b|\b(no|not) (spray\w*|squirt\w*)\b/,
    add: 'windshield washer pump',
    weight: 1.3,
  },
  {
    when: /\b(key (stuck|wont turn)|wont turn (the )?key|ignition (switch|cylinder|key) (stuck|hard))\b/,
    add: 'ignition lock cylinder',
    weight: 1.3,
  },
  {
    when: /\b(several|multiple|many|all) (warning )?lights\b|\bchristmas tree\b|\bno communication\b|\bu0\d{3}\b/,
    add: 'network communication diagnosis',
    weight: 1,
  },
  // Maintenance requests
  {
    when: /\boil change\b|\bchange (the )?oil\b|\boil (is )?(due|overdue)\b|\bmaintenance (light|reminder) (on )?.*oil|\boil life\b/,
    add: 'oil change filter',
    weight: 1.1,
  },
  {
    when: /\b(inspection|inspect|look over|check over|check it over|safety check)\b/,
    add: 'inspection',
    weight: 0.6,
  },
  {
    when: /\b(maintenance|service) (light|reminder|due|required|wrench)\b|\bscheduled (maintenance|service)\b|\b\d+000 mile\b/,
    add: 'maintenance service',
    weight: 1,
  },
  { when: /\bair filter\b/, unless: /\bcabin\b/, add: 'engine air filter', weight: 1 },
  { when: /\b(cabin (air )?filter|pollen filter)\b/, add: 'cabin air filter', weight: 1.3 },
  {
    when: /\b(grease|lube)\b.*\b(chassis|fittings?|front end)\b|\bchassis lube\b/,
    add: 'chassis lubrication',
    weight: 2,
  },
  { when: /\b(weep hole|water pump)\b/, add: 'water pump', weight: 1.5 },
  {
    when: /\bcoolant\b.*\b(leak\w*|drip\w*|seep\w*)\b/,
    add: 'coolant leak cooling pressure test',
    weight: 1,
  },
  {
    when: /\b(pop|clunk|creak|groan)\w*\b.*\bturn\w* (the )?(steering )?wheel\b|\bparking lot\b/,
    add: 'strut mount',
    weight: 1.3,
  },
  { when: /\bvibrat\w*\b.*\b(at idle|idling|in drive|at (a )?stop)\b/, add: 'engine mount', weight: 1.2 },
  {
    when: /\b(airbag|srs) light\b.*\b(horn|cruise|buttons?)\b|\b(horn|cruise|buttons?)\b.*\b(airbag|srs)\b/,
    add: 'clock spring',
    weight: 1.5,
  },
  {
    when: /\b(crank\w*|start\w*) (only )?in (n|neutral)\b|\bgear (display|indicator)\b/,
    add: 'transmission range sensor',
    weight: 1.4,
  },
  {
    when: /\bcoolant (change|flush|exchange|service|drain)\b|\bfluid service\b.*\bcoolant\b|\bcoolant\b.*\bfluid service\b/,
    add: 'coolant flush',
    weight: 1.3,
  },
  {
    when: /\bdifferential fluid\b|\bdifferential\b.*\bfluid service\b/,
    add: 'differential fluid service',
    weight: 1.3,
  },
  { when: /\b(idler|pitman) arm\b/, add: 'pitman idler arm', weight: 1.3 },
  { when: /\btune[ -]?up\b/, add: 'spark plug replace', weight: 1.6 },
];
