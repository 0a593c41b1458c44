import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../auth';
import { appConfig, appConfigChanges, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { readAppConfig } from './read';

let t: TestApp;
let admin: SessionUser;
let user: SessionUser;
beforeAll(async () => {
  // A PostHog key, so the public analytics config shows the admin switch.
  t = await createTestApp({ env: { POSTHOG_KEY: 'phc_app_config_test' } });
  admin = await t.createUser({ name: 'Ada Admin', role: 'ADMIN' });
  user = await t.createUser({ name: 'Uma User' });
});
afterAll(() => t.close());

const changesOf = (key: string) => t.db.select().from(appConfigChanges).where(eq(appConfigChanges.key, key));

describe('access', () => {
  it('lets only administrators read and write the variables and settings', async () => {
    const asUser = t.caller(user);
    const forbidden = { code: 'FORBIDDEN', message: 'Administrator access is required.' };
    await expect(asUser.appVariable.getAppVariables()).rejects.toMatchObject(forbidden);
    await expect(asUser.appVariable.getAppVariableChanges({ page: 1 })).rejects.toMatchObject(forbidden);
    await expect(
      asUser.appVariable.saveAppVariable({ key: 'new_shop_labor_rate', value: 99 }),
    ).rejects.toMatchObject(forbidden);
    await expect(asUser.appVariable.resetAppVariable({ key: 'new_shop_labor_rate' })).rejects.toMatchObject(
      forbidden,
    );
    await expect(asUser.appSetting.getAppSettings()).rejects.toMatchObject(forbidden);
    await expect(asUser.appSetting.getAppSettingChanges({ page: 1 })).rejects.toMatchObject(forbidden);
    await expect(
      asUser.appSetting.saveAppSetting({ key: 'signup_mode', value: 'invitation' }),
    ).rejects.toMatchObject(forbidden);
    expect(await changesOf('new_shop_labor_rate')).toEqual([]);
    expect(await changesOf('signup_mode')).toEqual([]);
  });

  it('answers anonymous callers UNAUTHORIZED, except the public analytics switch', async () => {
    const anonymous = t.caller(null);
    const unauthorized = { code: 'UNAUTHORIZED' };
    await expect(anonymous.appVariable.getAppVariables()).rejects.toMatchObject(unauthorized);
    await expect(
      anonymous.appVariable.saveAppVariable({ key: 'polish_words_short', value: 10 }),
    ).rejects.toMatchObject(unauthorized);
    await expect(anonymous.appSetting.getAppSettings()).rejects.toMatchObject(unauthorized);
    await expect(
      anonymous.appSetting.saveAppSetting({ key: 'analytics_enabled', value: false }),
    ).rejects.toMatchObject(unauthorized);
    expect(await anonymous.analytics.getConfig()).toMatchObject({ key: 'phc_app_config_test' });
  });
});

describe('appVariable', () => {
  it('lists every variable with its default before anything is saved', async () => {
    const variables = await t.caller(admin).appVariable.getAppVariables();
    expect(variables.map((v) => v.key)).toEqual([
      'new_shop_labor_rate',
      'polish_words_descriptive',
      'polish_words_concise',
      'polish_words_casual',
      'polish_words_formal',
      'polish_words_short',
    ]);
    expect(variables[0]).toEqual({
      key: 'new_shop_labor_rate',
      label: 'Labor rate of a new shop',
      description: expect.stringContaining('standard labor rate'),
      value: 0,
      default: 0,
      isDefault: true,
      updated_at: null,
      updated_by: null,
    });
  });

  it('refuses an unknown key, a setting saved as a variable and a value its schema refuses', async () => {
    const call = t.caller(admin);
    await expect(call.appVariable.saveAppVariable({ key: 'nope', value: 1 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Unknown app variable: nope',
    });
    await expect(
      call.appVariable.saveAppVariable({ key: 'signup_mode', value: 'invitation' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Unknown app variable: signup_mode' });
    await expect(
      call.appSetting.saveAppSetting({ key: 'new_shop_labor_rate', value: 5 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Unknown app setting: new_shop_labor_rate' });
    await expect(
      call.appVariable.saveAppVariable({ key: 'new_shop_labor_rate', value: 12.345 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Dollars and cents only' });
    await expect(
      call.appVariable.saveAppVariable({ key: 'new_shop_labor_rate', value: '150' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Enter a number' });
    await expect(
      call.appVariable.saveAppVariable({ key: 'polish_words_short', value: 4 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'At least 5 words' });
    await expect(
      call.appVariable.saveAppVariable({ key: 'polish_words_short', value: 7.5 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Enter a whole number' });
    expect(await t.db.select().from(appConfig)).toEqual([]);
    expect(await t.db.select().from(appConfigChanges)).toEqual([]);
  });

  it('saves a value with one change row saying who changed what, and the app reads it', async () => {
    const saved = await t
      .caller(admin)
      .appVariable.saveAppVariable({ key: 'new_shop_labor_rate', value: 142.5 });
    expect(saved).toMatchObject({
      key: 'new_shop_labor_rate',
      value: 142.5,
      default: 0,
      isDefault: false,
      updated_by: { name: 'Ada Admin' },
    });
    expect(saved.updated_at).toBeInstanceOf(Date);
    const [row] = await t.db.select().from(appConfig).where(eq(appConfig.key, 'new_shop_labor_rate'));
    expect(row).toMatchObject({ kind: 'VARIABLE', value: 142.5, updated_by: admin.id });
    const changes = await changesOf('new_shop_labor_rate');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      kind: 'VARIABLE',
      old_value: 0,
      new_value: 142.5,
      changed_by: admin.id,
    });
    expect(await readAppConfig(t.db, 'new_shop_labor_rate')).toBe(142.5);

    const history = await t.caller(admin).appVariable.getAppVariableChanges({ page: 1 });
    expect(history.total).toBe(1);
    expect(history.changes[0]).toMatchObject({
      key: 'new_shop_labor_rate',
      old_value: 0,
      new_value: 142.5,
      changed_by: { name: 'Ada Admin' },
    });
  });

  it('writes nothing when the same value is saved again', async () => {
    const before = await t.db.select().from(appConfig).where(eq(appConfig.key, 'new_shop_labor_rate'));
    const again = await t
      .caller(admin)
      .appVariable.saveAppVariable({ key: 'new_shop_labor_rate', value: 142.5 });
    expect(again.value).toBe(142.5);
    expect(await changesOf('new_shop_labor_rate')).toHaveLength(1);
    const after = await t.db.select().from(appConfig).where(eq(appConfig.key, 'new_shop_labor_rate'));
    expect(after).toEqual(before);

    // A default saved while the key is at its default writes nothing either.
    await t.caller(admin).appVariable.saveAppVariable({ key: 'polish_words_short', value: 12 });
    expect(await changesOf('polish_words_short')).toEqual([]);
  });

  it('resets to the default: the row goes, the reset is recorded and the default is read again', async () => {
    const reset = await t.caller(admin).appVariable.resetAppVariable({ key: 'new_shop_labor_rate' });
    expect(reset).toMatchObject({ value: 0, isDefault: true, updated_by: { name: 'Ada Admin' } });
    expect(await t.db.select().from(appConfig).where(eq(appConfig.key, 'new_shop_labor_rate'))).toEqual([]);
    const changes = await changesOf('new_shop_labor_rate');
    expect(changes.map((c) => [c.old_value, c.new_value])).toEqual(
      expect.arrayContaining([
        [0, 142.5],
        [142.5, 0],
      ]),
    );
    expect(await readAppConfig(t.db, 'new_shop_labor_rate')).toBe(0);
    await expect(t.caller(admin).appVariable.resetAppVariable({ key: 'x' })).rejects.toMatchObject({
      message: 'Unknown app variable: x',
    });
  });

  it('pages the history 20 at a time, newest first, and keeps variables and settings apart', async () => {
    const call = t.caller(admin);
    for (let words = 21; words <= 42; words += 1)
      await call.appVariable.saveAppVariable({ key: 'polish_words_concise', value: words });
    const first = await call.appVariable.getAppVariableChanges({ page: 1 });
    const second = await call.appVariable.getAppVariableChanges({ page: 2 });
    expect(first.total).toBe(24);
    expect(first.changes).toHaveLength(20);
    expect(second.changes).toHaveLength(4);
    expect(first.changes[0]).toMatchObject({ key: 'polish_words_concise', old_value: 41, new_value: 42 });
    const settings = await call.appSetting.getAppSettingChanges({ page: 1 });
    expect(settings).toEqual({ changes: [], total: 0 });
    await expect(call.appVariable.getAppVariableChanges({ page: 0 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('appSetting', () => {
  it('lists the settings, saves a switch with its change row and feeds the public analytics switch', async () => {
    const call = t.caller(admin);
    const settings = await call.appSetting.getAppSettings();
    expect(settings.map((s) => [s.key, s.value, s.isDefault])).toEqual([
      ['signup_mode', 'open', true],
      ['analytics_enabled', true, true],
    ]);
    await expect(
      call.appSetting.saveAppSetting({ key: 'signup_mode', value: 'closed' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Choose open or by invitation' });
    await expect(
      call.appSetting.saveAppSetting({ key: 'analytics_enabled', value: 'no' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Choose on or off' });

    const off = await call.appSetting.saveAppSetting({ key: 'analytics_enabled', value: false });
    expect(off).toMatchObject({ value: false, isDefault: false, updated_by: { name: 'Ada Admin' } });
    expect(await t.caller(null).analytics.getConfig()).toBeNull();
    const history = await call.appSetting.getAppSettingChanges({ page: 1 });
    expect(history.changes).toEqual([
      expect.objectContaining({
        key: 'analytics_enabled',
        old_value: true,
        new_value: false,
        changed_by: { name: 'Ada Admin' },
      }),
    ]);

    await call.appSetting.saveAppSetting({ key: 'analytics_enabled', value: true });
    expect(await t.caller(null).analytics.getConfig()).toMatchObject({ key: 'phc_app_config_test' });
    expect(await changesOf('analytics_enabled')).toHaveLength(2);
  });

  it('keeps a change row whose author was deleted, with no name', async () => {
    const other = await t.createUser({ name: 'Gone Admin', role: 'ADMIN' });
    await t.caller(other).appSetting.saveAppSetting({ key: 'signup_mode', value: 'invitation' });
    await t.caller(admin).appSetting.resetAppSetting({ key: 'signup_mode' });
    await t.db.delete(users).where(eq(users.id, other.id));
    const history = await t.caller(admin).appSetting.getAppSettingChanges({ page: 1 });
    expect(history.changes.map((c) => [c.key, c.old_value, c.new_value, c.changed_by])).toEqual([
      ['signup_mode', 'invitation', 'open', { name: 'Ada Admin' }],
      ['signup_mode', 'open', 'invitation', null],
      ['analytics_enabled', false, true, { name: 'Ada Admin' }],
      ['analytics_enabled', true, false, { name: 'Ada Admin' }],
    ]);
  });
});
