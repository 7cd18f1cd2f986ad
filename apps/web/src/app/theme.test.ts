import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(full).light;

/** A colour of the palette from a `var(--mantine-color-<name>-<shade>)` reference. */
function resolve(reference: string | undefined): string {
  const match = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(reference ?? '');
  const shade = match && full.colors[match[1] ?? '']?.[Number(match[2])];
  if (!shade) throw new Error(`not a palette colour: ${reference}`);
  return shade;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const WHITE = '#ffffff';
const PAGE = full.colors.gray[0];

describe('the theme', () => {
  it('writes every error (field messages, error texts) in a red that passes AA on white and on the page grey', () => {
    const error = resolve(light['--mantine-color-error']);
    expect(contrast(error, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(error, PAGE)).toBeGreaterThanOrEqual(4.5);
  });

  it('writes red text (c="red") and helper text (dimmed) above AA on white', () => {
    const primaryShade = typeof full.primaryShade === 'number' ? full.primaryShade : full.primaryShade.light;
    expect(contrast(full.colors.red[primaryShade] ?? '', WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(resolve(light['--mantine-color-dimmed']), WHITE)).toBeGreaterThanOrEqual(4.5);
  });
});
