import { parseLanguage } from '@forja/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sandboxSignatureEnvelopes, sandboxSignatureSigners } from '../../db/schema/index';
import type { SandboxEnvelopeRow, SandboxSignatureStore, SandboxSignerRow } from './sandbox';

type EnvelopeRecord = typeof sandboxSignatureEnvelopes.$inferSelect;
type SignerRecord = typeof sandboxSignatureSigners.$inferSelect;

const envelopeOf = (row: EnvelopeRecord): SandboxEnvelopeRow => ({
  ...row,
  language: parseLanguage(row.language) ?? 'es',
});

const signerOf = (row: SignerRecord): SandboxSignerRow => ({
  ...row,
  language: parseLanguage(row.language),
});

/** The sandbox e-signature provider's records, in the sandbox_signature_* tables. */
export function createSandboxSignatureStore(db: Database): SandboxSignatureStore {
  return {
    async insertEnvelope(envelope, signers) {
      await db.transaction(async (tx) => {
        await tx.insert(sandboxSignatureEnvelopes).values(envelope);
        if (signers.length > 0) await tx.insert(sandboxSignatureSigners).values(signers);
      });
    },

    async findEnvelope(id) {
      const rows = await db
        .select()
        .from(sandboxSignatureEnvelopes)
        .where(eq(sandboxSignatureEnvelopes.id, id))
        .limit(1);
      return rows[0] ? envelopeOf(rows[0]) : null;
    },

    async findSignerByToken(token) {
      const rows = await db
        .select()
        .from(sandboxSignatureSigners)
        .where(eq(sandboxSignatureSigners.token, token))
        .limit(1);
      return rows[0] ? signerOf(rows[0]) : null;
    },

    async signersOf(envelopeId) {
      const rows = await db
        .select()
        .from(sandboxSignatureSigners)
        .where(eq(sandboxSignatureSigners.envelope_id, envelopeId))
        .orderBy(
          asc(sandboxSignatureSigners.signing_order),
          asc(sandboxSignatureSigners.name),
          asc(sandboxSignatureSigners.id),
        );
      return rows.map(signerOf);
    },

    async updateEnvelope(id, from, values) {
      const rows = await db
        .update(sandboxSignatureEnvelopes)
        .set(values)
        .where(and(eq(sandboxSignatureEnvelopes.id, id), inArray(sandboxSignatureEnvelopes.status, from)))
        .returning({ id: sandboxSignatureEnvelopes.id });
      return rows.length > 0;
    },

    async updateSigner(id, from, values) {
      const rows = await db
        .update(sandboxSignatureSigners)
        .set(values)
        .where(and(eq(sandboxSignatureSigners.id, id), inArray(sandboxSignatureSigners.status, from)))
        .returning({ id: sandboxSignatureSigners.id });
      return rows.length > 0;
    },
  };
}
