import {
  CONSENT_PURPOSES,
  type ConsentMethod,
  type ConsentPurpose,
  type ConsentState,
  type LegalDocumentKind,
  type MyConsents,
  type RecordConsentBody,
  type SignUpConsent,
} from '@forja/contracts';
import type { Database } from '../../db/database';
import type { ConsentContext } from '../../http/consent-context';
import { AppError, badRequest } from '../../http/errors';
import type { ConsentRow, ConsentsRepository, NewConsent } from './consents.repository';
import type { LegalLibrary } from './legal-documents';

/** The privacy notice and terms versions a person accepted at sign-up (checked by requireSignUpConsent). */
export type AcceptedVersions = { privacy: number; terms: number };

/** The documents the necessary (`service`) consent stands on. */
const SERVICE_DOCUMENTS = ['privacy', 'terms'] as const satisfies readonly LegalDocumentKind[];

/**
 * Consent records under the LFPDPPP: the necessary `service` consent given at sign-up (privacy notice and terms,
 * one row each), by an invited partner (the simplified notice) or again after a material change; and the
 * optional purposes switched on and off on the account page. Every act is a new row.
 */
export function createConsentsService(deps: {
  db: Database;
  repository: ConsentsRepository;
  legal: LegalLibrary;
  clock: () => Date;
}) {
  const { repository, legal } = deps;

  /** A version the person may accept: published, and not older than the newest material change. */
  const acceptable = (kind: LegalDocumentKind, version: number | undefined): version is number => {
    if (version === undefined || !legal.find(kind, version)) return false;
    const material = legal.latestMaterial(kind);
    return material === null || version >= material.version;
  };

  const serviceRows = (
    userId: number,
    versions: AcceptedVersions,
    method: ConsentMethod,
    context: ConsentContext,
    now: Date,
  ): NewConsent[] =>
    SERVICE_DOCUMENTS.map((kind) => ({
      user_id: userId,
      purpose: 'service',
      document_kind: kind,
      document_version: versions[kind],
      granted: true,
      method,
      ip: context.ip,
      user_agent: context.userAgent,
      created_at: now,
    }));

  /** The newest row per purpose and document kind. */
  const newest = (rows: ConsentRow[]) => {
    const byKey = new Map<string, ConsentRow>();
    for (const row of rows) {
      const key = `${row.purpose}/${row.document_kind}`;
      if (!byKey.has(key)) byKey.set(key, row);
    }
    return byKey;
  };

  function summarise(rows: ConsentRow[]): MyConsents {
    const latest = newest(rows);
    const purposes = CONSENT_PURPOSES.map((purpose): ConsentState => {
      const row =
        purpose === 'service'
          ? latest.get('service/privacy')
          : rows.find((candidate) => candidate.purpose === purpose);
      return row
        ? { purpose, granted: row.granted, version: row.document_version, at: row.created_at.toISOString() }
        : { purpose, granted: false, version: null, at: null };
    });
    const needs_reconsent = SERVICE_DOCUMENTS.some((kind) => {
      const material = legal.latestMaterial(kind);
      if (!material) return false;
      const row = latest.get(`service/${kind}`);
      return !row || !row.granted || row.document_version < material.version;
    });
    return { purposes, needs_reconsent };
  }

  return {
    /**
     * The sign-up's consent: accept_privacy true with the privacy and terms versions shown, each published and
     * not older than the newest material change; else 400 consent_required.
     */
    requireSignUpConsent(body: SignUpConsent): AcceptedVersions {
      if (
        body.accept_privacy !== true ||
        !acceptable('privacy', body.privacy_version) ||
        !acceptable('terms', body.terms_version)
      ) {
        throw badRequest('consent_required');
      }
      return { privacy: body.privacy_version, terms: body.terms_version };
    },

    /** The necessary consent of a new account (method checkbox), in the account's own transaction when given. */
    async recordSignUp(
      userId: number,
      versions: AcceptedVersions,
      context: ConsentContext,
      tx: Database = deps.db,
    ): Promise<void> {
      await repository.insert(serviceRows(userId, versions, 'checkbox', context, deps.clock()), tx);
    },

    /**
     * An invited partner accepted on their own screen (the simplified notice): a `service` row with method
     * invitation and the simplified notice's current version, unless that very acceptance is already recorded.
     * In the caller's transaction when given.
     */
    async recordInvitation(userId: number, context: ConsentContext, tx: Database = deps.db): Promise<void> {
      const version = legal.latest('privacy_simplified').version;
      const previous = newest(await repository.listByUser(userId, tx)).get('service/privacy_simplified');
      if (previous?.granted && previous.document_version === version) return;
      await repository.insert(
        [
          {
            user_id: userId,
            purpose: 'service',
            document_kind: 'privacy_simplified',
            document_version: version,
            granted: true,
            method: 'invitation',
            ip: context.ip,
            user_agent: context.userAgent,
            created_at: deps.clock(),
          },
        ],
        tx,
      );
    },

    /** `GET consents/me`. */
    async mine(userId: number): Promise<MyConsents> {
      return summarise(await repository.listByUser(userId));
    },

    /**
     * `POST consents/me`: an optional purpose switched on or off (against the current privacy notice), or the
     * necessary one granted again with the current privacy notice and terms. Withdrawing `service` is cancelling
     * the account, which this does not do: 400 consent_required.
     */
    async record(userId: number, body: RecordConsentBody, context: ConsentContext): Promise<MyConsents> {
      const now = deps.clock();
      const purpose: ConsentPurpose = body.purpose;
      if (purpose === 'service') {
        if (!body.granted) throw badRequest('consent_required');
        if (body.method !== 're_consent') throw new AppError(400, 'invalid_request');
        const versions = { privacy: legal.latest('privacy').version, terms: legal.latest('terms').version };
        await repository.insert(serviceRows(userId, versions, 're_consent', context, now));
      } else {
        if (body.method === 're_consent') throw new AppError(400, 'invalid_request');
        await repository.insert([
          {
            user_id: userId,
            purpose,
            document_kind: 'privacy',
            document_version: legal.latest('privacy').version,
            granted: body.granted,
            method: body.method,
            ip: context.ip,
            user_agent: context.userAgent,
            created_at: now,
          },
        ]);
      }
      return summarise(await repository.listByUser(userId));
    },
  };
}
export type ConsentsService = ReturnType<typeof createConsentsService>;
