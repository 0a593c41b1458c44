import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type EmulatedPlateVehicle = { vin: string; year: number; make: string; model: string; trim?: string };

export type PlateToVinEmulatorOptions = {
  apiKey: string;
  /** Keyed 'STATE:PLATE', e.g. 'CA:7ABC123'; keys are normalised like requests. */
  plates: Record<string, EmulatedPlateVehicle>;
  port?: number;
};

export type PlateToVinEmulator = {
  url: string;
  close: () => Promise<void>;
  /** The next `times` requests answer `status` before anything else is checked. */
  failNext: (status: number, times: number) => void;
  /** The next `times` requests wait `ms` before answering, to exercise client timeouts. */
  delayNext: (ms: number, times?: number) => void;
};

const normalizePlate = (plate: string) => plate.toUpperCase().replace(/[\s-]/g, '');
const plateKey = (state: string, plate: string) => `${state.trim().toUpperCase()}:${normalizePlate(plate)}`;

/** A loopback stand-in for PlateToVIN's `POST /api/convert`, answering as its clients expect. */
export async function startPlateToVinEmulator(
  options: PlateToVinEmulatorOptions,
): Promise<PlateToVinEmulator> {
  const plates = new Map<string, EmulatedPlateVehicle>();
  for (const [key, vehicle] of Object.entries(options.plates)) {
    const [state = '', plate = ''] = key.split(':');
    plates.set(plateKey(state, plate), vehicle);
  }
  const failures: number[] = [];
  const delays: number[] = [];

  const app = new Hono();
  app.post('/api/convert', async (c) => {
    const delay = delays.shift();
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const failure = failures.shift();
    if (failure !== undefined) {
      return c.json({ success: false, message: 'Emulated failure' }, failure as ContentfulStatusCode);
    }
    // PlateToVIN takes the raw key, without a "Bearer" prefix.
    if (c.req.header('authorization') !== options.apiKey) {
      return c.json({ success: false, message: 'Unauthorized' }, 401);
    }
    const body = (await c.req.json().catch(() => null)) as { plate?: unknown; state?: unknown } | null;
    if (typeof body?.plate !== 'string' || typeof body.state !== 'string') {
      return c.json({ success: false, message: 'plate and state are required' }, 400);
    }
    const vehicle = plates.get(plateKey(body.state, body.plate));
    if (!vehicle) return c.json({ success: false, message: 'No Result Found' }, 404);
    return c.json({
      success: true,
      vin: {
        vin: vehicle.vin,
        year: String(vehicle.year),
        make: vehicle.make,
        model: vehicle.model,
        trim: vehicle.trim ?? '',
        name: [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' '),
        engine: '',
        color: { name: '' },
      },
    });
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: options.port ?? 0 }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
      }),
    failNext(status, times) {
      for (let i = 0; i < times; i += 1) failures.push(status);
    },
    delayNext(ms, times = 1) {
      for (let i = 0; i < times; i += 1) delays.push(ms);
    },
  };
}
