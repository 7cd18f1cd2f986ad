import { describe, expect, it } from 'vitest';
import {
  canMoveSupportRequest,
  statusAfterTeamReply,
  statusAfterUserAnswer,
  supportRequestStage,
} from './support-request-status';

describe('supportRequestStage', () => {
  it.each([
    ['Pendiente', 'pending'],
    [' pendiente', 'pending'],
    ['En proceso', 'in_progress'],
    ['En espera', 'in_progress'],
    ['Resuelto', 'resolved'],
    ['Finalizado', 'resolved'],
    ['completo', 'resolved'],
  ] as const)('%j is %s', (status, stage) => {
    expect(supportRequestStage(status)).toBe(stage);
  });
});

describe('canMoveSupportRequest', () => {
  it.each([
    ['Pendiente', 'En proceso', true],
    ['En proceso', 'Resuelto', true],
    ['Resuelto', 'En proceso', true],
    ['Finalizado', 'En proceso', true],
    ['Pendiente', 'Resuelto', false],
    ['En proceso', 'Pendiente', false],
    ['Resuelto', 'Pendiente', false],
    ['Pendiente', 'Pendiente', false],
    ['En proceso', 'En proceso', false],
    ['Resuelto', 'Resuelto', false],
  ] as const)('%s -> %s: %s', (from, to, allowed) => {
    expect(canMoveSupportRequest(from, to)).toBe(allowed);
  });
});

describe('the status after a message in the thread', () => {
  it.each([
    ['Pendiente', 'Pendiente'],
    ['En proceso', 'En proceso'],
    ['Resuelto', 'En proceso'],
    ['Completo', 'En proceso'],
  ])('a user answer to %s leaves it %s', (status, after) => {
    expect(statusAfterUserAnswer(status)).toBe(after);
  });

  it.each([
    ['Pendiente', 'En proceso'],
    ['En proceso', 'En proceso'],
    ['Resuelto', 'Resuelto'],
  ])("the team's reply to %s leaves it %s", (status, after) => {
    expect(statusAfterTeamReply(status)).toBe(after);
  });
});
