import { describe, expect, it } from 'vitest';
import { validationFields } from './error-answer';

describe('validationFields', () => {
  it.each([
    [
      'body',
      '/legal_names/2/name',
      { issue: { code: 'too_small' } },
      'required',
      'body.legal_names.2.name',
      'too_small',
    ],
    ['querystring', '/page', {}, 'type', 'querystring.page', 'type'],
    [undefined, '/email', { issue: { code: 'invalid_format' } }, 'format', 'email', 'invalid_format'],
    ['body', '', { issue: { code: 'invalid_type' } }, 'type', 'body', 'invalid_type'],
    [
      'body',
      '/volume',
      { issue: { code: 'custom', params: { code: 'deed_number_not_whole' } } },
      'custom',
      'body.volume',
      'deed_number_not_whole',
    ],
    // As fastify-type-provider-zod gives it: zod's issue spread into params.
    [
      'body',
      '/deed_number',
      { params: { code: 'deed_number_not_whole' } },
      'custom',
      'body.deed_number',
      'deed_number_not_whole',
    ],
    ['body', '/notes', { params: {} }, 'custom', 'body.notes', 'custom'],
  ])('%s %s answers %s', (context, instancePath, params, keyword, path, code) => {
    expect(validationFields(context, [{ instancePath, keyword, params }])).toEqual([{ path, code }]);
  });
});
