import { BRAKING, type SymptomRule } from './types';

// Starting and charging, cooling, the running engine, transmission and driveline.
export const POWERTRAIN_RULES: SymptomRule[] = [
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
    when: /\b(loud exhaust|exhaust (is )?loud|exhaust leak|rumbl\w*|sounds like a (race car|harley))\b/,
    add: 'exhaust leak muffler flex pipe',
    weight: 1.1,
  },
  // A muffler named as the part is the muffler, not the flex pipe the noise rule also suggests.
  { when: /\bmuffler\b/, unless: /\bflex\b/, add: 'exhaust muffler', weight: 1.1 },
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
  { when: /\b(weep hole|water pump)\b/, add: 'water pump', weight: 1.5 },
  {
    when: /\bcoolant\b.*\b(leak\w*|drip\w*|seep\w*)\b/,
    add: 'coolant leak cooling pressure test',
    weight: 1,
  },
  { when: /\bvibrat\w*\b.*\b(at idle|idling|in drive|at (a )?stop)\b/, add: 'engine mount', weight: 1.2 },
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
  { when: /\btune[ -]?up\b/, add: 'spark plug replace', weight: 1.6 },
  // A starter that spins without engaging the flywheel whirs; the engine does not turn.
  { when: /\bwhirr?\w*\b|\bspins? but\b.*\b(turn|crank)/, add: 'starter replace', weight: 1.4 },
  // Dies when the tank runs low: the pump no longer keeps up.
  {
    when: /\b(dies|stalls?|sputters?|cuts out)\b.*\b(tank|fuel|gas)\b.*\b(low|below|under|quarter|1\/4|empty)\b/,
    add: 'fuel pump',
    weight: 1.5,
  },
  // The temperature gauge climbing on the highway: cooling capacity, not the gauge's sensor.
  {
    when: /\b(temperature|gauge)\b.*\b(climbs?|rises?|spikes?|pegs?|goes up|to h)\b/,
    add: 'overheating radiator thermostat water pump',
    weight: 1.3,
  },
  // A gauge that never warms up and lukewarm heat: the thermostat stuck open.
  {
    when: /\b(gauge|temperature)\b.*\b(never|wont|doesnt|does not)\b.*\b(past|reach\w*|warm\w*|up)\b|\blukewarm\b/,
    add: 'thermostat stuck open',
    weight: 1.5,
  },
  // Oil burning on the exhaust manifold comes from above it: the valve cover gasket.
  {
    when: /\boil\b.*\b(smok\w*|burn\w*|drip\w*)\b.*\b(on|off|onto)\b.*\bexhaust\b/,
    add: 'valve cover gasket oil leak',
    weight: 1.5,
  },
  // A vibration under load that goes away coasting: the driveline (u-joints, driveshaft).
  {
    when: /\b(vib\w*|shudder\w*|shak\w*)\b.*\b(accel\w*|under load|on (the )?gas)\b.*\b(coast\w*|off (the )?gas|let\w* off)\b/,
    add: 'driveline vibration ujoint driveshaft',
    weight: 1.4,
  },
  // A clunk as the throttle goes off and on: driveline lash (u-joints, slip yoke).
  {
    when: /\bclunk\w*\b.*\b(off (the )?(gas|throttle)|letting off|back on|on and off)\b/,
    add: 'ujoint driveshaft',
    weight: 1.5,
  },
  // A drone or hum that changes when swerving: a wheel bearing taking the load.
  {
    when: /\b(drone|droning|hum\w*|growl\w*|roar\w*)\b.*\b(swerv\w*|turn\w*|lean\w*|changes)\b/,
    add: 'wheel bearing hub',
    weight: 1.3,
  },
];
