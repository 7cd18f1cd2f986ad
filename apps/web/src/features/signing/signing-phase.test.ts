import type { SignatureReturn, SigningPartner, SigningStatus } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { signatureOutcome } from './signature-outcome';
import { signingView, type SigningPhase } from './signing-phase';

const partner = (id: number, overrides: Partial<SigningPartner> = {}): SigningPartner => ({
  partner_id: id,
  name: `Socio ${id}`,
  acknowledged: false,
  correction_requested: false,
  signer_state: null,
  signed_at: null,
  ...overrides,
});

const envelope = (overrides: Partial<NonNullable<SigningStatus['envelope']>> = {}) => ({
  provider: 'sandbox',
  state: 'pending' as const,
  draft_version: 1,
  created_at: '2026-03-03T10:00:00.000Z',
  closed_reason: null,
  ...overrides,
});

function status(overrides: Partial<SigningStatus> = {}): SigningStatus {
  return {
    company_id: 1,
    company_name: 'Nopal Azul',
    company_type: 'sas',
    blocked_by: null,
    blockers: [],
    missing: [],
    draft: { version: 1, sha256: 'a', generated_at: '2026-03-02T16:30:00.000Z', document_url: '/d.pdf' },
    partner_id: 1,
    partners: [partner(1), partner(2)],
    envelope: null,
    date_signature: null,
    signed_document_url: null,
    certificate_url: null,
    ...overrides,
  };
}

const acknowledged = { acknowledged: true };

describe('signingView', () => {
  it.each<[string, Partial<SigningStatus>, SigningPhase, number]>([
    ['no draft yet: blocked', { blocked_by: 'documents_not_approved', draft: null }, 'blocked', 2],
    ['nobody agreed: review, two to go', {}, 'review', 2],
    ['the caller agreed, one to go', { partners: [partner(1, acknowledged), partner(2)] }, 'review', 1],
    [
      'everyone agreed, no envelope yet (the code request creates it): sign',
      { partners: [partner(1, acknowledged), partner(2, acknowledged)] },
      'sign',
      0,
    ],
    [
      'the caller signed, one signer left',
      {
        partners: [
          partner(1, { ...acknowledged, signer_state: 'signed' }),
          partner(2, { ...acknowledged, signer_state: 'viewed' }),
        ],
        envelope: envelope(),
      },
      'signed',
      1,
    ],
    [
      'everyone signed: done',
      { date_signature: '2026-03-04T18:00:00.000Z', envelope: envelope({ state: 'completed' }) },
      'done',
      2,
    ],
  ])('%s', (_name, overrides, phase, waitingFor) => {
    const view = signingView(status(overrides));
    expect(view.phase).toBe(phase);
    expect(view.waitingFor).toBe(waitingFor);
  });

  it('reads signatures only from an open envelope of this draft', () => {
    const declined = signingView(
      status({
        partners: [partner(1, { signer_state: 'signed' }), partner(2, { signer_state: 'declined' })],
        envelope: envelope({ state: 'declined', closed_reason: 'declined' }),
      }),
    );
    // A decline resets the acknowledgments: back to the review, with the decline told.
    expect(declined.phase).toBe('review');
    expect(declined.declined).toBe(true);
    expect(declined.showSigners).toBe(true);

    const voided = signingView(
      status({
        draft: { version: 2, sha256: 'b', generated_at: '2026-03-05T10:00:00.000Z', document_url: '/d2.pdf' },
        partners: [partner(1, { signer_state: 'signed' }), partner(2)],
        envelope: envelope({ state: 'voided', closed_reason: 'data_changed' }),
      }),
    );
    expect(voided.phase).toBe('review');
    expect(voided.dataChanged).toBe(true);
    expect(voided.showSigners).toBe(false);
  });

  it('says when a correction request paused the signing of this draft', () => {
    const view = signingView(
      status({
        partners: [partner(1, acknowledged), partner(2, { correction_requested: true })],
        envelope: envelope({ state: 'voided', closed_reason: 'correction_requested' }),
      }),
    );
    expect(view.phase).toBe('review');
    expect(view.correctionPaused).toBe(true);
    expect(view.showSigners).toBe(false);
  });
});

describe('signatureOutcome', () => {
  const result = (overrides: Partial<SignatureReturn> = {}): SignatureReturn => ({
    company_id: 1,
    company_name: null,
    provider: 'sandbox',
    envelope_state: 'pending',
    signed_count: 0,
    signer_count: 2,
    date_signature: null,
    company_type: 'sa',
    ...overrides,
  });

  it.each([
    ['a completed envelope', result({ envelope_state: 'completed' }), null, 'everyone'],
    ['the signer’s own signature', result(), 'signed', 'signed'],
    ['the signer declined', result(), 'declined', 'declined'],
    ['the envelope was declined', result({ envelope_state: 'declined' }), null, 'declined'],
    ['the envelope was voided', result({ envelope_state: 'voided' }), 'pending', 'voided'],
    ['no answer yet', result(), 'viewed', 'processing'],
    ['no own state known', result({ signed_count: 1 }), undefined, 'processing'],
  ] as const)('%s', (_name, envelopeResult, own, outcome) => {
    expect(signatureOutcome(envelopeResult, own)).toBe(outcome);
  });
});
