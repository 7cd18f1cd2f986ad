import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A deep teal primary (BRAND.md), shades 6-9 pass AA contrast on white.
const forja: MantineColorsTuple = [
  '#e6f6f5',
  '#cbe9e7',
  '#9fd6d2',
  '#6fc1bb',
  '#46aea7',
  '#2b9a93',
  '#1a847e',
  '#0b5d5b',
  '#0a4d4b',
  '#083c3b',
];

export const theme = createTheme({
  primaryColor: 'forja',
  primaryShade: 7,
  colors: { forja },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
  defaultRadius: 'md',
  components: {
    Button: { defaultProps: { size: 'md' } },
    Input: { defaultProps: { size: 'md' } },
    InputWrapper: { defaultProps: { size: 'md' } },
  },
});
