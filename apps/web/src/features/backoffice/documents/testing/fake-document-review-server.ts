import {
  DOCUMENT_REJECTION_CATEGORIES,
  type DocumentRejectionCategory,
  type DocumentReviewDetail,
  type ReviewLegalRepresentative,
} from '@forja/contracts';
import { makeUser } from '@forja/domain/testing/fixtures';
import { setTokens } from '../../../../lib/auth-tokens';
import { serveApi } from '../../../../test/network';

export type RecordedCall = { method: string; path: string; query: URLSearchParams; body: unknown };

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

/** Luis's proof of address, waiting for review, with the data it must match. */
export function sampleDocument(overrides: Partial<DocumentReviewDetail> = {}): DocumentReviewDetail {
  return {
    kind: 'partner',
    id: 13,
    type: 'address',
    file_name: 'luz-marzo.pdf',
    content_type: 'application/pdf',
    size_bytes: 2048,
    version: 'partners/2/address-v1.pdf',
    uploaded_at: '2026-11-20T16:00:00.000Z',
    state: 'waiting',
    company: { id: 7, friendly_id: 'FJ-0007', name: 'Tacos del Norte' },
    partner: { id: 2, name: 'Luis Pérez' },
    must_match: {
      holder: 'partner',
      name: 'Luis Pérez',
      rfc: 'PELU800101AB1',
      curp: 'PELU800101HDFRRS09',
      address: 'Calle Roble 12, Centro, Cuauhtémoc, Ciudad de México, C.P. 06000',
      is_moral_person: false,
      civil_status: 'soltero',
      nationalities: ['MX', 'US'],
      tax_country: 'MX',
    },
    other_sides: [],
    last_decision: null,
    // The founder reads Forja in Spanish; Luis, who has an account, in Chinese.
    note_readers: [
      { role: 'founder', name: 'Ana López', language: 'es' },
      { role: 'partner', name: 'Luis Pérez', language: 'zh_cn' },
    ],
    ...overrides,
  };
}

export function sampleRepresentative(
  overrides: Partial<ReviewLegalRepresentative> = {},
): ReviewLegalRepresentative {
  return {
    id: 31,
    name: 'Marta Ruiz',
    rfc: 'RUMA800101AB1',
    image_content_type: 'image/png',
    manual_verification: false,
    created_at: '2026-11-19T10:00:00.000Z',
    state: 'waiting',
    rejection_category: null,
    rejection_note: null,
    company: { id: 7, friendly_id: 'FJ-0007', name: 'Tacos del Norte' },
    ...overrides,
  };
}

/**
 * The back office's documents and legal-representatives API as the server answers it for a signed-in
 * operator: the queues, one item, its file, and the decisions with the server's checks (a category to
 * reject, a note with "other", 409 when the version is not the stored one or it was decided already).
 */
export function fakeDocumentReviewServer(
  options: {
    documents?: DocumentReviewDetail[];
    representatives?: ReviewLegalRepresentative[];
  } = {},
) {
  const calls: RecordedCall[] = [];
  let documents = [...(options.documents ?? [sampleDocument()])];
  let representatives = [...(options.representatives ?? [sampleRepresentative()])];
  const replace = (id: number, change: Partial<DocumentReviewDetail>) => {
    documents = documents.map((document) => (document.id === id ? { ...document, ...change } : document));
  };

  function rejection(body: {
    category?: string | null;
    note?: string | null;
  }): { category: DocumentRejectionCategory; note: string | null } | null {
    const category = DOCUMENT_REJECTION_CATEGORIES.find((candidate) => candidate === body.category);
    if (!category || (category === 'other' && !body.note?.trim())) return null;
    return { category, note: body.note ?? null };
  }

  serveApi(({ method, path, query, body: sent }) => {
    const body = (sent ?? {}) as { version?: string; category?: string | null; note?: string | null };
    calls.push({ method, path, query, body });

    if (path === 'user/profile') return json(200, { content: makeUser({ id: 1, is_confirmed: true }) });
    if (path === 'app-config') return json(200, { content: { mail_outbox: false, google_client_id: null } });
    if (path === 'backoffice/me')
      return json(200, {
        content: {
          id: 1,
          email: 'rosa@forja.mx',
          full_name: 'Rosa Operadora',
          role: 'operator',
          acts_allowed_until: '2026-11-25T12:15:00.000Z',
        },
      });
    if (path === 'backoffice/overview')
      return json(200, {
        content: {
          documents: documents.filter((d) => d.state === 'waiting').length,
          legal_representatives: representatives.filter((r) => r.state === 'waiting').length,
          legal_names: 0,
          support_requests: 0,
          orders: 0,
        },
      });

    if (path === 'backoffice/documents') {
      const items = documents
        .filter((d) => d.state === 'waiting')
        .filter((d) => !query.get('kind') || d.kind === query.get('kind'))
        .filter((d) => !query.get('type') || d.type === query.get('type'))
        .sort((a, b) => a.uploaded_at.localeCompare(b.uploaded_at))
        .map(({ last_decision: _decision, ...item }) => item);
      return json(200, { content: { items, total: items.length, page: 1, page_size: 25 } });
    }
    const document = /^backoffice\/documents\/(company|partner)\/(\d+)(?:\/(file|approve|reject))?$/.exec(
      path,
    );
    if (document) {
      const found = documents.find((d) => d.kind === document[1] && d.id === Number(document[2]));
      if (!found) return json(404, { message: ['not_found'] });
      const act = document[3];
      if (!act) return json(200, { content: found });
      if (act === 'file') {
        // `side=back`: a side stored apart (the back of the commissary's ID), when the document has one.
        const side = query.get('side') ?? 'front';
        const contentType =
          side === 'front'
            ? found.content_type
            : found.other_sides.find((other) => other.side === side)?.content_type;
        if (!contentType) return json(404, { message: ['not_found'] });
        return new Response('%PDF-1.4 luz', { status: 200, headers: { 'content-type': contentType } });
      }
      if (act === 'reject' && !rejection(body))
        return json(400, { message: ['rejection_category_required'] });
      if (body.version !== found.version) return json(409, { message: ['document_changed'] });
      if (found.state !== 'waiting') return json(409, { message: ['already_reviewed'] });
      const reason = act === 'reject' ? rejection(body) : null;
      replace(found.id, {
        state: act === 'approve' ? 'approved' : 'rejected',
        last_decision: {
          approved: act === 'approve',
          category: reason?.category ?? null,
          note: reason?.note ?? null,
          reviewer_email: 'rosa@forja.mx',
          decided_at: '2026-11-22T12:00:00.000Z',
        },
      });
      return json(200, { content: documents.find((d) => d.id === found.id) });
    }

    if (path === 'backoffice/legal-representatives') {
      const items = representatives.filter((r) => r.state === 'waiting');
      return json(200, { content: { items, total: items.length, page: 1, page_size: 25 } });
    }
    const representative = /^backoffice\/legal-representatives\/(\d+)(?:\/(image|approve|reject))?$/.exec(
      path,
    );
    if (representative) {
      const found = representatives.find((r) => r.id === Number(representative[1]));
      if (!found) return json(404, { message: ['not_found'] });
      const act = representative[2];
      if (!act) return json(200, { content: found });
      if (act === 'image')
        return new Response('png', {
          status: 200,
          headers: { 'content-type': found.image_content_type },
        });
      if (found.state !== 'waiting') return json(409, { message: ['already_reviewed'] });
      const reason = act === 'reject' ? rejection(body) : null;
      if (act === 'reject' && !reason) return json(400, { message: ['rejection_category_required'] });
      representatives = representatives.map((r) =>
        r.id === found.id
          ? {
              ...r,
              state: act === 'approve' ? 'approved' : 'rejected',
              rejection_category: reason?.category ?? null,
              rejection_note: reason?.note ?? null,
            }
          : r,
      );
      return json(200, { content: representatives.find((r) => r.id === found.id) });
    }
    return json(404, { message: ['not_found'] });
  });
  // jsdom has no object URLs: the page shows the fetched file through one.
  URL.createObjectURL = () => 'blob:forja-file';
  URL.revokeObjectURL = () => undefined;
  setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });

  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
    document: (id: number) => documents.find((d) => d.id === id),
    /** The founder uploads a new file: a new version, waiting again. */
    replaceFile: (id: number, version: string) =>
      replace(id, { version, state: 'waiting', last_decision: null }),
    representative: (id: number) => representatives.find((r) => r.id === id),
  };
}
