import * as MX from 'stdnum/lib/esm/mx';

/**
 * What the web build gives for `stdnum` (vite.config.ts): its index with Mexico's validators only, the ones the
 * domain reads (`stdnum.MX.rfc`, `stdnum.MX.curp`), instead of every country's.
 */
export const stdnum: Record<string, Record<string, unknown>> = { MX };
