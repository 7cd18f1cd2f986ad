import { AUDIT_ACTIONS } from '@forja/contracts';
import { LANGUAGES } from '@forja/domain';
import { describe, expect, it } from 'vitest';

type BackofficeFile = { default: { audit?: { actions?: Record<string, unknown> } } };

const files = import.meta.glob<BackofficeFile>('./*/backoffice.json', { eager: true });

describe('audit log texts', () => {
  it.each(LANGUAGES)(
    '%s names every act the audit log can record, so no operator reads a dotted code',
    (language) => {
      const actions = files[`./${language}/backoffice.json`]?.default.audit?.actions ?? {};
      const missing = AUDIT_ACTIONS.filter((action) => {
        const text = actions[action];
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(missing).toEqual([]);
    },
  );
});
