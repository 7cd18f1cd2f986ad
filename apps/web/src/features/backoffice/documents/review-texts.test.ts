import { describe, expect, it } from 'vitest';
import { formatDateTime } from './review-texts';

describe('the review queues’ dates', () => {
  it('are on Mexico City’s clock whatever the browser’s zone, in the page’s language', () => {
    // 03:30 UTC on 1 December is still the evening of 30 November in Mexico City.
    expect(formatDateTime('en', '2026-12-01T03:30:00Z')).toMatch(/^Nov 30, 2026, 9:30\sPM$/);
    expect(formatDateTime('es', '2026-12-01T03:30:00Z')).toMatch(/^30\/11\/2026, 9:30\sp\.\s?m\.$/);
  });
});
