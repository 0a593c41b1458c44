// Diagnostic trouble codes: what a code means and the words of the repair a technician would
// quote first. Ranges are generated (misfire per cylinder, injector circuits, O2 sensors).

export type CodeMeaning = { meaning: string; terms: string };

const TABLE: Record<string, CodeMeaning> = {
  P0011: {
    meaning: 'Camshaft position timing over-advanced (bank 1)',
    terms: 'variable valve timing solenoid',
  },
  P0012: {
    meaning: 'Camshaft position timing over-retarded (bank 1)',
    terms: 'variable valve timing solenoid',
  },
  P0014: {
    meaning: 'Exhaust camshaft timing over-advanced (bank 1)',
    terms: 'variable valve timing solenoid',
  },
  P0021: {
    meaning: 'Camshaft position timing over-advanced (bank 2)',
    terms: 'variable valve timing solenoid',
  },
  P0016: {
    meaning: 'Crankshaft/camshaft position correlation',
    terms: 'timing chain guide camshaft position',
  },
  P0068: { meaning: 'MAP/MAF - throttle position correlation', terms: 'throttle body maf' },
  P0087: { meaning: 'Fuel rail/system pressure too low', terms: 'fuel pressure high pressure fuel pump' },
  P0088: { meaning: 'Fuel rail/system pressure too high', terms: 'high pressure fuel pump fuel pressure' },
  P0101: { meaning: 'Mass air flow circuit range/performance', terms: 'maf sensor' },
  P0102: { meaning: 'Mass air flow circuit low', terms: 'maf sensor' },
  P0103: { meaning: 'Mass air flow circuit high', terms: 'maf sensor' },
  P0113: { meaning: 'Intake air temperature circuit high', terms: 'maf sensor intake air temperature' },
  P0117: { meaning: 'Engine coolant temperature circuit low', terms: 'coolant temperature sensor' },
  P0118: { meaning: 'Engine coolant temperature circuit high', terms: 'coolant temperature sensor' },
  P0125: {
    meaning: 'Insufficient coolant temperature for closed loop',
    terms: 'thermostat coolant temperature',
  },
  P0128: { meaning: 'Coolant thermostat below regulating temperature', terms: 'thermostat' },
  P0171: {
    meaning: 'System too lean (bank 1)',
    terms: 'vacuum leak smoke test lean maf intake manifold gasket',
  },
  P0174: {
    meaning: 'System too lean (bank 2)',
    terms: 'vacuum leak smoke test lean maf intake manifold gasket',
  },
  P0172: { meaning: 'System too rich (bank 1)', terms: 'rich fuel injector o2 sensor maf' },
  P0175: { meaning: 'System too rich (bank 2)', terms: 'rich fuel injector o2 sensor maf' },
  P0191: {
    meaning: 'Fuel rail pressure sensor range/performance',
    terms: 'fuel pressure high pressure fuel pump',
  },
  P0217: { meaning: 'Engine over-temperature condition', terms: 'overheat cooling diagnosis' },
  P0230: { meaning: 'Fuel pump primary circuit', terms: 'fuel pump relay' },
  P0234: { meaning: 'Turbocharger overboost', terms: 'engine performance diagnosis' },
  P0299: { meaning: 'Turbocharger underboost', terms: 'engine performance diagnosis vacuum leak' },
  P0300: { meaning: 'Random/multiple cylinder misfire', terms: 'misfire spark plug ignition coil' },
  P0325: { meaning: 'Knock sensor circuit (bank 1)', terms: 'knock sensor' },
  P0330: { meaning: 'Knock sensor circuit (bank 2)', terms: 'knock sensor' },
  P0335: { meaning: 'Crankshaft position sensor circuit', terms: 'crankshaft position sensor' },
  P0336: { meaning: 'Crankshaft position sensor range/performance', terms: 'crankshaft position sensor' },
  P0340: { meaning: 'Camshaft position sensor circuit', terms: 'camshaft position sensor' },
  P0341: { meaning: 'Camshaft position sensor range/performance', terms: 'camshaft position sensor' },
  P0345: { meaning: 'Camshaft position sensor circuit (bank 2)', terms: 'camshaft position sensor' },
  P0380: { meaning: 'Glow plug circuit', terms: 'glow plug diesel' },
  P0400: { meaning: 'EGR flow malfunction', terms: 'egr valve' },
  P0401: { meaning: 'EGR flow insufficient', terms: 'egr valve' },
  P0402: { meaning: 'EGR flow excessive', terms: 'egr valve' },
  P0404: { meaning: 'EGR circuit range/performance', terms: 'egr valve' },
  P0410: { meaning: 'Secondary air injection system', terms: 'secondary air injection pump' },
  P0411: { meaning: 'Secondary air injection incorrect flow', terms: 'secondary air injection pump' },
  P0420: {
    meaning: 'Catalyst system efficiency below threshold (bank 1)',
    terms: 'catalytic converter efficiency',
  },
  P0430: {
    meaning: 'Catalyst system efficiency below threshold (bank 2)',
    terms: 'catalytic converter efficiency',
  },
  P0440: { meaning: 'EVAP system malfunction', terms: 'evap leak smoke test' },
  P0441: { meaning: 'EVAP incorrect purge flow', terms: 'evap purge valve' },
  P0442: { meaning: 'EVAP system small leak detected', terms: 'evap leak smoke test' },
  P0443: { meaning: 'EVAP purge control valve circuit', terms: 'evap purge valve' },
  P0446: { meaning: 'EVAP vent control circuit', terms: 'evap canister vent solenoid' },
  P0449: { meaning: 'EVAP vent valve/solenoid circuit', terms: 'evap canister vent solenoid' },
  P0455: { meaning: 'EVAP system large leak detected', terms: 'evap leak smoke test gas cap' },
  P0456: { meaning: 'EVAP system very small leak detected', terms: 'evap leak smoke test' },
  P0457: { meaning: 'EVAP leak detected (fuel cap loose/off)', terms: 'gas cap' },
  P0480: { meaning: 'Cooling fan relay 1 control circuit', terms: 'cooling fan' },
  P0496: { meaning: 'EVAP high purge flow', terms: 'evap purge valve' },
  P0500: { meaning: 'Vehicle speed sensor', terms: 'transmission diagnosis speed sensor' },
  P0505: { meaning: 'Idle air control system', terms: 'throttle body idle' },
  P0506: { meaning: 'Idle control system RPM lower than expected', terms: 'throttle body idle' },
  P0507: { meaning: 'Idle control system RPM higher than expected', terms: 'throttle body vacuum leak idle' },
  P0520: { meaning: 'Engine oil pressure sensor circuit', terms: 'oil pressure sensor' },
  P0521: { meaning: 'Engine oil pressure sensor range/performance', terms: 'oil pressure sensor' },
  P0562: { meaning: 'System voltage low', terms: 'charging system alternator battery' },
  P0563: { meaning: 'System voltage high', terms: 'charging system alternator' },
  P0606: { meaning: 'Control module processor fault', terms: 'network communication diagnosis' },
  P0620: { meaning: 'Generator control circuit', terms: 'alternator charging' },
  P0700: { meaning: 'Transmission control system malfunction', terms: 'transmission diagnosis' },
  P0705: { meaning: 'Transmission range sensor circuit', terms: 'transmission range sensor' },
  P0706: { meaning: 'Transmission range sensor range/performance', terms: 'transmission range sensor' },
  P0715: { meaning: 'Input/turbine speed sensor circuit', terms: 'transmission diagnosis' },
  P0720: { meaning: 'Output speed sensor circuit', terms: 'transmission diagnosis' },
  P0730: { meaning: 'Incorrect gear ratio', terms: 'transmission diagnosis slip' },
  P0740: { meaning: 'Torque converter clutch circuit', terms: 'transmission diagnosis solenoid' },
  P0741: { meaning: 'Torque converter clutch stuck off', terms: 'transmission diagnosis solenoid' },
  P2002: {
    meaning: 'Diesel particulate filter efficiency below threshold',
    terms: 'dpf regeneration diesel',
  },
  P2463: { meaning: 'Diesel particulate filter soot accumulation', terms: 'dpf regeneration diesel' },
  P20EE: { meaning: 'SCR NOx catalyst efficiency below threshold', terms: 'nox sensor def diesel' },
  P2200: { meaning: 'NOx sensor circuit', terms: 'nox sensor diesel' },
  P20BA: { meaning: 'Reductant heater control circuit', terms: 'def diesel exhaust fluid system' },
  P203F: { meaning: 'Reductant level too low', terms: 'def diesel exhaust fluid top off' },
  P2096: { meaning: 'Post-catalyst fuel trim too lean (bank 1)', terms: 'downstream o2 sensor exhaust leak' },
  P2097: { meaning: 'Post-catalyst fuel trim too rich (bank 1)', terms: 'downstream o2 sensor' },
  P2135: { meaning: 'Throttle position sensor correlation', terms: 'throttle body' },
  P2111: { meaning: 'Throttle actuator stuck open', terms: 'throttle body' },
  P2112: { meaning: 'Throttle actuator stuck closed', terms: 'throttle body' },
  P2119: { meaning: 'Throttle actuator range/performance', terms: 'throttle body' },
  P0A80: { meaning: 'Replace hybrid battery pack', terms: 'hybrid hv battery replace' },
  P0A7F: { meaning: 'Hybrid battery pack deterioration', terms: 'hybrid hv battery replace' },
  P0AA6: { meaning: 'Hybrid battery voltage system isolation fault', terms: 'hv isolation fault' },
  P0A93: { meaning: 'Inverter cooling system performance', terms: 'inverter coolant pump hybrid' },
  C0035: { meaning: 'Left front wheel speed sensor circuit', terms: 'abs wheel speed sensor front' },
  C0040: { meaning: 'Right front wheel speed sensor circuit', terms: 'abs wheel speed sensor front' },
  C0045: { meaning: 'Left rear wheel speed sensor circuit', terms: 'abs wheel speed sensor rear' },
  C0050: { meaning: 'Right rear wheel speed sensor circuit', terms: 'abs wheel speed sensor rear' },
  C0265: { meaning: 'ABS motor relay circuit', terms: 'abs diagnosis' },
  C0710: { meaning: 'Steering position signal', terms: 'steering angle sensor calibration' },
  C0455: { meaning: 'Steering wheel position sensor circuit', terms: 'steering angle sensor calibration' },
  C0545: { meaning: 'Electric power steering motor circuit', terms: 'electric power steering diagnosis' },
  U0100: { meaning: 'Lost communication with ECM/PCM', terms: 'network communication diagnosis' },
  U0101: { meaning: 'Lost communication with TCM', terms: 'network communication diagnosis' },
  U0121: { meaning: 'Lost communication with ABS module', terms: 'network communication diagnosis' },
  U0140: { meaning: 'Lost communication with body control module', terms: 'network communication diagnosis' },
  B1318: { meaning: 'Battery voltage low', terms: 'battery charging test' },
};

const ORDINAL = ['', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];

function generated(code: string): CodeMeaning | undefined {
  const n = Number.parseInt(code.slice(1), 16);
  const num = Number.parseInt(code.slice(1), 10);
  if (code[0] !== 'P' || Number.isNaN(n)) return undefined;
  if (num >= 301 && num <= 312)
    return {
      meaning: `Cylinder ${ORDINAL[num - 300]} misfire detected`,
      terms: `cylinder ${ORDINAL[num - 300]} misfire ignition coil spark plug`,
    };
  if (num >= 201 && num <= 212)
    return {
      meaning: `Injector circuit, cylinder ${ORDINAL[num - 200]}`,
      terms: 'fuel injector one cylinder',
    };
  if ((num >= 130 && num <= 135) || (num >= 150 && num <= 155))
    return { meaning: 'O2 sensor circuit, sensor 1 (upstream)', terms: 'upstream o2 sensor' };
  if ((num >= 136 && num <= 141) || (num >= 156 && num <= 161))
    return { meaning: 'O2 sensor circuit, sensor 2 (downstream)', terms: 'downstream o2 sensor' };
  if (num >= 750 && num <= 799)
    return { meaning: 'Transmission shift solenoid circuit', terms: 'transmission shift solenoid' };
  if (num >= 450 && num <= 454) return { meaning: 'EVAP pressure sensor', terms: 'evap leak smoke test' };
  if (num >= 403 && num <= 409) return { meaning: 'EGR circuit', terms: 'egr valve' };
  return undefined;
}

export const CODE_PATTERN = /\b([pcbu][0-3][0-9a-f]{3})\b/gi;

/** The meaning of a code, or a generic one for codes outside the table. */
export function explainCode(raw: string): CodeMeaning {
  const code = raw.toUpperCase();
  const known = TABLE[code] ?? generated(code);
  if (known) return known;
  const generic: Record<string, CodeMeaning> = {
    P: { meaning: 'Powertrain code', terms: 'cel diagnosis' },
    C: { meaning: 'Chassis code', terms: 'abs diagnosis' },
    B: { meaning: 'Body code', terms: 'electrical diagnosis' },
    U: { meaning: 'Network communication code', terms: 'network communication diagnosis' },
  };
  return generic[code[0]!]!;
}
