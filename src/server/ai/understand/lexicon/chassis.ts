import { BRAKING, type SymptomRule } from './types';

// Brakes, steering, suspension and tires.
export const CHASSIS_RULES: SymptomRule[] = [
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
  // A shake on new tires: they were balanced badly, or need a road-force balance; no rotation.
  {
    when: /\b(shak\w*|vibrat\w*|wobbl\w*|shimmy)\b.*\b(just got|new|put on)\b.*\btires?\b|\b(new|just got) tires?\b.*\b(shak\w*|vibrat\w*|shimmy)\b/,
    add: 'wheel balance road force',
    weight: 1.4,
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
    unless: /\bsteering wheel\b.*\bclick|turn\w* (the )?(steering )?wheel|\bpop\w*\b.*\bparking lot/,
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
  {
    when: /\b(pop|clunk|creak|groan)\w*\b.*\bturn\w* (the )?(steering )?wheel\b|\bparking lot\b/,
    add: 'strut mount',
    weight: 1.3,
  },
  { when: /\b(idler|pitman) arm\b/, add: 'pitman idler arm', weight: 1.3 },
];
