import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_CONFIG } from '../../../shared/app-config';
import { POLISH_STYLE_NAMES } from '../../../shared/schemas/job-builder';
import { polishWordsKey } from '../../ai/engine';
import type { SessionUser } from '../../auth';
import { setUpTestApp, type TestApp } from '../../test/harness';
import { NO_SHOP_MESSAGE } from '../../trpc/procedures';
import { POLISH_LIMIT } from './service';

let t: TestApp;
let advisor: SessionUser;
let admin: SessionUser;

setUpTestApp({}, async (app) => {
  t = app;
  advisor = await t.createUser({ name: 'Sam Advisor' });
  await t.addMember(advisor, await t.createShop({ name: 'Polish Motors' }));
  admin = await t.createUser({ name: 'Ada Admin', role: 'ADMIN' });
});

afterEach(() => {
  vi.useRealTimers();
});

const PROMPT =
  'Disc Brake Pads, Front - R&R. Customer states there is a loud grinding noise from the front of the ' +
  'vehicle whenever the brakes are applied at low speed, and the pedal pulses a little when stopping ' +
  'from highway speed; technician found the pads worn to the backing plates and the rotors scored.';
const words = (text: string) => text.trim().split(/\s+/).length;

describe('ai.polishText', () => {
  it.each(POLISH_STYLE_NAMES)('%s: a shorter rewrite within the style’s word limit', async (style) => {
    const { text } = await t.caller(advisor).ai.polishText({ prompt: PROMPT, style });
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toBe(PROMPT);
    expect(words(text)).toBeLessThan(words(PROMPT));
    expect(words(text)).toBeLessThanOrEqual(APP_CONFIG[polishWordsKey(style)].default);
    expect(text.toLowerCase()).toContain('brake pads');
  });

  it('uses Descriptive by default and the word limit the admins set', async () => {
    const descriptive = await t.caller(advisor).ai.polishText({ prompt: PROMPT, style: 'Descriptive' });
    expect(await t.caller(advisor).ai.polishText({ prompt: PROMPT })).toEqual(descriptive);
    await t.caller(admin).appVariable.saveAppVariable({ key: 'polish_words_descriptive', value: 8 });
    const { text } = await t.caller(advisor).ai.polishText({ prompt: PROMPT });
    expect(words(text)).toBeLessThanOrEqual(8);
    expect(words(text)).toBeLessThan(words(descriptive.text));
  });

  it('refuses anonymous callers and bad input with a clear message', async () => {
    await expect(t.caller(null).ai.polishText({ prompt: PROMPT })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const call = t.caller(advisor).ai;
    await expect(call.polishText({ prompt: '   ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Text to polish is required',
    });
    await expect(call.polishText({ prompt: 'x'.repeat(2001) })).rejects.toMatchObject({
      message: 'Text to polish must be at most 2000 characters',
    });
    await expect(
      // @ts-expect-error a style the builder does not offer
      call.polishText({ prompt: PROMPT, style: 'Poetic' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Style must be one of Descriptive, Concise, Casual, Formal, Short',
    });
  });
});

describe('ai.polishText: who may polish, and how often', () => {
  it('refuses an account of no shop with a message saying what to do', async () => {
    const homeless = await t.createUser({ name: 'No Shop Yet' });
    await expect(t.caller(homeless).ai.polishText({ prompt: PROMPT })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: NO_SHOP_MESSAGE,
    });
    // An administrator runs the platform with or without a shop of their own.
    await expect(t.caller(admin).ai.polishText({ prompt: PROMPT })).resolves.toMatchObject({
      text: expect.any(String),
    });
  });

  it('lets a member polish up to the limit a minute, then answers the limit’s message until the minute ends', async () => {
    // One moment inside a minute, held still: the calls cannot straddle two windows.
    const minute = Math.ceil(Date.now() / 60_000) * 60_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(minute + 5_000);
    const member = await t.createUser({ name: 'Busy Advisor' });
    await t.addMember(member, await t.createShop());
    const other = await t.createUser({ name: 'Other Advisor' });
    await t.addMember(other, await t.createShop());

    for (let i = 0; i < POLISH_LIMIT.limit; i += 1)
      await t.caller(member).ai.polishText({ prompt: `${PROMPT} ${i}`, style: 'Short' });
    const refused = t.caller(member).ai.polishText({ prompt: PROMPT, style: 'Short' });
    await expect(refused).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'You have polished a lot of text in a short time. Try again in a minute.',
    });
    // The limit is the user's own: another advisor polishes meanwhile.
    await expect(t.caller(other).ai.polishText({ prompt: PROMPT, style: 'Short' })).resolves.toBeDefined();

    vi.setSystemTime(minute + 60_000);
    await expect(t.caller(member).ai.polishText({ prompt: PROMPT, style: 'Short' })).resolves.toBeDefined();
  });
});
