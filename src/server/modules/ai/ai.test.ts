import { describe, expect, it } from 'vitest';
import { APP_CONFIG } from '../../../shared/app-config';
import { POLISH_STYLE_NAMES } from '../../../shared/schemas/job-builder';
import { polishWordsKey } from '../../ai/engine';
import type { SessionUser } from '../../auth';
import { setUpTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let advisor: SessionUser;
let admin: SessionUser;

setUpTestApp({}, async (app) => {
  t = app;
  advisor = await t.createUser({ name: 'Sam Advisor' });
  admin = await t.createUser({ name: 'Ada Admin', role: 'ADMIN' });
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
