import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// A deep teal primary (BRAND.md); shades 5-9 pass AA contrast on white and on the light tint (shade 0).
const forja: MantineColorsTuple = [
  '#e6f6f5',
  '#cbe9e7',
  '#9fd6d2',
  '#6fc1bb',
  '#3a9e97',
  '#127570',
  '#0f6e69',
  '#0b5d5b',
  '#0a4d4b',
  '#083c3b',
];

// Mantine's orange with its three darkest shades darkened: its light badges and alerts ("waiting", "pending")
// write shade 9 on shade 1, which is below AA (3.6:1) in Mantine's palette and 6.7:1 here.
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#c2410c',
  '#a63c06',
  '#8f3300',
];

// Mantine's red with its darker half darkened: the filled red button (shade 7) and red text on white were
// 3.8:1 in Mantine's palette; here shade 6 and up pass AA on white.
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#d63031',
  '#c92a2a',
  '#b02525',
  '#962020',
];

// Mantine's teal with its three darkest shades darkened: its light badges ("signed", "approved") write shade 9 on
// shade 1, 4.3:1 in Mantine's palette and above 6:1 here.
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#0b7a5c',
  '#086b50',
  '#065c44',
];

export const theme = createTheme({
  primaryColor: 'forja',
  primaryShade: 7,
  colors: { forja, orange, red, teal },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
  defaultRadius: 'md',
  components: {
    Button: { defaultProps: { size: 'md' } },
    // Every field's box (text, password, select, textarea) is ringed at the keyboard's focus as buttons are:
    // global.css, on the class Mantine gives every Input (no class here: the first route's JavaScript budget).
    Input: { defaultProps: { size: 'md' } },
    InputWrapper: { defaultProps: { size: 'md' } },
    // The button that shows or hides a password is reached with Tab too (Mantine leaves it out of the tab order).
    PasswordInput: { defaultProps: { visibilityToggleFocusable: true } },
  },
});

/**
 * Mantine's dimmed grey (gray.6) is below AA on white: use gray.7 for helper and secondary text. Every error
 * (a field's message and red border, an error text) is red.8: 6.7:1 on white and 6.3:1 on the grey page.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
