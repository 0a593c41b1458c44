import type { SymptomRule } from './types';

// HVAC, electrical and lighting, maintenance requests.
export const BODY_RULES: SymptomRule[] = [
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
  // Both heater hoses hot and still no heat: the hot coolant is there, the air is not let past it.
  { when: /\bheater hoses?\b.*\bhot\b/, add: 'blend door actuator', weight: 1.6 },
  // Brake lights that stay on with the pedal up: the brake light switch.
  {
    when: /\b(brake|tail) lights?\b.*\b(stay|stays|staying) (on|lit)\b/,
    add: 'brake light switch',
    weight: 2,
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
  {
    when: /\b(airbag|srs) light\b.*\b(horn|cruise|buttons?)\b|\b(horn|cruise|buttons?)\b.*\b(airbag|srs)\b/,
    add: 'clock spring',
    weight: 1.5,
  },
];
