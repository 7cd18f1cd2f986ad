import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { contractResolver, lazyContractResolver } from './contract-form';

const schema = z
  .object({
    email: z.email().max(254),
    name: z.string().trim().min(1).max(5),
    zip: z.string().regex(/^\d{5}$/),
    accepted: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.zip === '00000')
      context.addIssue({ code: 'custom', path: ['zip'], message: 'invalid_zip_code' });
  });

async function fieldCodes(values: Record<string, unknown>) {
  const result = await contractResolver(schema)(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error?.message]));
}

describe('contractResolver', () => {
  it('names each failed field by the code the form shows: required, invalid_email, or zod’s own code', async () => {
    expect(await fieldCodes({ email: '', name: '', zip: '1', accepted: undefined })).toEqual({
      email: 'required',
      name: 'required',
      zip: 'invalid_format',
      accepted: 'required',
    });
    expect(await fieldCodes({ email: 'ana@', name: 'Ana María', zip: '12345', accepted: true })).toEqual({
      email: 'invalid_email',
      name: 'too_big',
    });
  });

  it('keeps a refinement’s own error code, the one the API answers with', async () => {
    expect(await fieldCodes({ email: 'ana@nopal.mx', name: 'Ana', zip: '00000', accepted: true })).toEqual({
      zip: 'invalid_zip_code',
    });
  });

  it('gives the parsed output (trimmed) when the values pass', async () => {
    const result = await contractResolver(schema)(
      { email: 'ana@nopal.mx', name: '  Ana ', zip: '01000', accepted: true },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ email: 'ana@nopal.mx', name: 'Ana', zip: '01000', accepted: true });
  });
});

describe('lazyContractResolver', () => {
  const options = { fields: {}, shouldUseNativeValidation: false };

  it('checks with the schema it imports on the first check, importing it once', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const resolve = lazyContractResolver(load);
    const failed = await resolve(
      { email: 'ana@', name: 'Ana', zip: '12345', accepted: true },
      undefined,
      options,
    );
    expect(failed.errors).toMatchObject({ email: { message: 'invalid_email' } });
    const passed = await resolve(
      { email: 'ana@nopal.mx', name: ' Ana ', zip: '12345', accepted: true },
      undefined,
      options,
    );
    expect(passed).toEqual({
      values: { email: 'ana@nopal.mx', name: 'Ana', zip: '12345', accepted: true },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not pass a form whose schema could not be imported, and tries again on the next check', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const resolve = lazyContractResolver(load);
    const values = { email: 'ana@nopal.mx', name: 'Ana', zip: '12345', accepted: true } as never;
    expect(await resolve(values, undefined, options)).toEqual({
      values: {},
      errors: { root: { type: 'network_error', message: 'network_error' } },
    });
    expect((await resolve(values, undefined, options)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(3);
  });
});
