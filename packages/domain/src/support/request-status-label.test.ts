import { describe, expect, it } from 'vitest';
import { requestStatusLabel } from './request-status-label';

describe('requestStatusLabel', () => {
  it.each([
    ['Pendiente', 'in_process'],
    ['pendiente ', 'in_process'],
    ['En proceso', 'in_process'],
    ['en proceso', 'in_process'],
    ['Finalizado', 'completed'],
    ['Resuelto', 'completed'],
    ['Completo', 'completed'],
    ['En espera', 'completed'],
    ['', 'completed'],
    [null, 'completed'],
  ])('%j -> %s', (status, expected) => {
    expect(requestStatusLabel(status)).toBe(expected);
  });
});
