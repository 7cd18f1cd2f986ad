import * as curp from 'stdnum/lib/esm/mx/curp';
import * as rfc from 'stdnum/lib/esm/mx/rfc';

/**
 * What the web build gives for `stdnum` (vite.config.ts): the two Mexican validators the domain reads
 * (`stdnum.MX.rfc`, `stdnum.MX.curp`), instead of every country's, and without the CLABE's validator and its table
 * of banks, which the domain does not use (evaluating that table cost a signed-in page about 3 ms of a phone's
 * main thread).
 */
export const stdnum: Record<string, Record<string, unknown>> = { MX: { rfc, curp } };
