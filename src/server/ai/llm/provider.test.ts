import { describe, expect, it } from 'vitest';
import { createLanguageModel } from './provider';

const env = (provider: 'embedded' | 'openai' | 'anthropic' | 'openai-compatible') => ({
  AI_PROVIDER: provider,
  AI_MODEL: 'some-model',
  AI_BASE_URL: 'http://127.0.0.1:9/v1',
  AI_API_KEY: 'sk-test',
});

describe('createLanguageModel', () => {
  it.each([
    ['openai', 'openai.chat'],
    ['anthropic', 'anthropic.messages'],
    ['openai-compatible', 'openai-compatible.chat'],
  ] as const)('AI_PROVIDER=%s gives a %s model', (provider, expected) => {
    expect(createLanguageModel(env(provider))).toMatchObject({ provider: expected, modelId: 'some-model' });
  });

  it('refuses the embedded provider and a missing model', () => {
    expect(() => createLanguageModel(env('embedded'))).toThrow(/embedded/);
    expect(() => createLanguageModel({ ...env('openai'), AI_MODEL: undefined })).toThrow(/AI_MODEL/);
  });
});
