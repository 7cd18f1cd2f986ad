import type { CSSProperties } from 'react';

/**
 * Mantine's error red (red.6) is below AA contrast on white (3.3:1): the company-data pages use red.8 for
 * field errors. Put on a page's root; the theme could do it once for every page (see the issue note).
 */
export const ACCESSIBLE_ERROR_COLOR = {
  '--mantine-color-error': 'var(--mantine-color-red-8)',
} as CSSProperties;
