import { describe, expect, it } from 'vitest';
import { APP_CONFIG } from '../../shared/app-config';
import { polish } from './embedded/polish';
import { defaultPolishWords, POLISH_STYLES, polishWordsKey } from './engine';
import { renderPolishPrompt } from './llm/prompt';

const LONG_LINE = 'Front Lower Control Arm Ball Joint And Bushing Assembly, Left Front - R&R';
const words = (text: string) => text.trim().split(/\s+/).length;

describe('polish word limits (app variables polish_words_*)', () => {
  it.each(POLISH_STYLES)('%s: its app variable is a registered variable, its default the limit', (style) => {
    const definition = APP_CONFIG[polishWordsKey(style)];
    expect(definition.kind).toBe('VARIABLE');
    expect(defaultPolishWords(style)).toBe(definition.default);
    expect(words(polish(LONG_LINE, style))).toBeLessThanOrEqual(definition.default);
  });

  it.each(POLISH_STYLES)('%s: the embedded engine cuts to the limit it is given', (style) => {
    const cut = polish(LONG_LINE, style, 5);
    expect(words(cut)).toBe(5);
    expect(cut.endsWith('.')).toBe(true);
  });

  it.each(POLISH_STYLES)('%s: the prompt tells the model the limit it is given, or the default', (style) => {
    const given = renderPolishPrompt({ text: 'Replaced pads', style, maxWords: 17 }).system;
    expect(given).toContain('at most 17 words');
    const fallback = renderPolishPrompt({ text: 'Replaced pads', style }).system;
    expect(fallback).toContain(`at most ${defaultPolishWords(style)} words`);
  });
});
