import { AppError } from '../../lib/app-error';
import type { PlateLookup, PlateLookupResult } from './types';

export type PlateToVinClientOptions = {
  /** e.g. https://platetovin.com; the client posts to {baseUrl}/api/convert. */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  retryDelayMs?: number;
};

type ConvertResponse = {
  success?: boolean;
  message?: string;
  vin?: { vin?: unknown; year?: unknown; make?: unknown; model?: unknown; trim?: unknown } | null;
};

const UNAVAILABLE = 'The plate lookup service is not answering. Try the VIN instead.';

/** PlateToVIN (POST /api/convert with the raw key in Authorization): plate and state to a VIN. */
export function createPlateToVinClient(options: PlateToVinClientOptions): PlateLookup {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/api/convert`;
  const timeoutMs = options.timeoutMs ?? 8000;
  const retryDelayMs = options.retryDelayMs ?? 250;

  async function post(plate: string, state: string): Promise<Response> {
    try {
      return await fetch(endpoint, {
        method: 'POST',
        headers: {
          Authorization: options.apiKey,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({ plate, state }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new AppError('UPSTREAM_UNAVAILABLE', UNAVAILABLE, { cause: error });
    }
  }

  return {
    name: 'platetovin',
    async lookup(plate, state) {
      let response = await post(plate, state);
      // Rate limits and server errors are often momentary; one quick retry hides most of them.
      if (isRetryable(response.status)) {
        await response.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        response = await post(plate, state);
      }
      return readResponse(response);
    },
  };
}

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

async function readResponse(response: Response): Promise<PlateLookupResult | null> {
  const { status } = response;
  if (status === 404) return null;
  if (status === 401 || status === 402 || status === 403) {
    throw new AppError('UPSTREAM_ERROR', 'The plate lookup service refused our credentials.');
  }
  if (status === 429) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'The plate lookup service is busy. Wait a minute or try the VIN instead.',
    );
  }
  if (status >= 500) throw new AppError('UPSTREAM_UNAVAILABLE', UNAVAILABLE);
  if (!response.ok) throw new AppError('UPSTREAM_ERROR', `The plate lookup service answered ${status}.`);

  let body: ConvertResponse;
  try {
    body = (await response.json()) as ConvertResponse;
  } catch (error) {
    throw new AppError('UPSTREAM_ERROR', 'The plate lookup service sent an unreadable answer.', {
      cause: error,
    });
  }
  if (!body.success) return null;
  const vin = text(body.vin?.vin);
  if (!vin) return null;
  const year = Number(body.vin?.year);
  return {
    vin: vin.toUpperCase(),
    year: Number.isInteger(year) && year > 0 ? year : null,
    make: text(body.vin?.make),
    model: text(body.vin?.model),
    trim: text(body.vin?.trim),
  };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
