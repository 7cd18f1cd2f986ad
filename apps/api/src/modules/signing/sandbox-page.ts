import type { Language } from '@forja/domain';
import { SANDBOX_BASE_STYLE, escapeHtml, sandboxPage } from '../../http/sandbox-html';
import {
  sandboxDocumentPath,
  sandboxSigningPath,
  signerRedirectPath,
  type SandboxSigningPage,
  type SigningInputError,
} from '../../providers/signature/sandbox';
import { SIGNATURE_SANDBOX_TEXTS, type SignatureSandboxTexts } from './sandbox-texts';

/**
 * The sandbox signing pages, rendered on the server: plain HTML forms that POST (no script, so the app's
 * strict CSP holds), labelled SANDBOX on every page, one column that fits 375 px.
 */

const STYLE = `${SANDBOX_BASE_STYLE}
p{margin:0 0 12px}
.fingerprint{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px;word-break:break-all;color:#495057;margin:8px 0 0}
.signers{list-style:none;padding:0;margin:0}
.signers li{display:flex;justify-content:space-between;gap:12px;padding:6px 0;border-top:1px solid #e9ecef}
.signers li:first-child{border-top:0}
.signers .state{white-space:nowrap;color:#495057}
.check{display:flex;gap:12px;align-items:flex-start;margin:4px 0 0}
.check label{font-weight:400;margin:0}
.check input{width:24px;height:24px;min-height:0;flex:none;margin:2px 0 0;accent-color:#0b5f5f}
input,textarea,button{font-family:inherit}
input,textarea{width:100%;min-height:44px;padding:8px 12px;font-size:16px;border:1px solid #868e96;border-radius:8px}
textarea{min-height:96px;resize:vertical}
[aria-invalid=true]{border-color:#c92a2a;outline:1px solid #c92a2a}
input:focus,textarea:focus,button:focus,a:focus{outline:3px solid #1971c2;outline-offset:2px}
.danger{background:#fff;color:#a51111;border-color:#a51111}
.doc{display:inline-flex;align-items:center;min-height:44px;color:#0b5f5f;font-weight:600}
.note{background:#fff;border:1px solid #868e96;border-radius:8px;padding:12px;margin:0 0 16px}
`;

function layout(title: string, path: string, language: Language, body: string): string {
  return sandboxPage({
    texts: SIGNATURE_SANDBOX_TEXTS,
    language,
    path,
    title,
    style: STYLE,
    body,
    noReferrer: true,
  });
}

export type SigningFormValues = { typed_signature?: string; reason?: string };
export type SigningPageError = SigningInputError | 'delivery_failed';

function documentCard(page: SandboxSigningPage, t: SignatureSandboxTexts): string {
  const signed = page.envelope.status === 'completed' && page.envelope.signed_storage_key;
  const signers = page.signers
    .map(
      (signer) =>
        `<li><span>${escapeHtml(signer.name)}${signer.id === page.signer.id ? ` ${escapeHtml(t.you)}` : ''}</span><span class="state">${escapeHtml(t.signer_status[signer.status])}</span></li>`,
    )
    .join('');
  return `<section class="card" aria-labelledby="document-heading">
<h2 id="document-heading">${escapeHtml(t.document_heading)}</h2>
<p style="margin:0">${escapeHtml(page.envelope.title)}</p>
<a class="doc" href="${escapeHtml(sandboxDocumentPath(page.signer.token))}" target="_blank" rel="noopener" aria-describedby="document-help">${escapeHtml(signed ? t.open_signed_document : t.open_document)}</a>
<span class="help" id="document-help">${escapeHtml(t.document_help)}</span>
<p class="fingerprint">${escapeHtml(t.fingerprint)}: ${escapeHtml(page.envelope.sha256)}</p>
</section>
<section class="card" aria-labelledby="signers-heading">
<h2 id="signers-heading">${escapeHtml(t.signers_heading)}</h2>
<ul class="signers">${signers}</ul>
</section>`;
}

function forms(
  page: SandboxSigningPage,
  t: SignatureSandboxTexts,
  language: Language,
  error: SigningPageError | null,
  values: SigningFormValues,
): string {
  const path = sandboxSigningPath(page.signer.token);
  // A decline carries its reason back; the error belongs to the form that was sent.
  const declining = values.reason !== undefined;
  const signError = declining ? null : error;
  const declineError = declining ? error : null;
  const alert = (code: SigningPageError | null, id: string) =>
    code ? `<div class="error" role="alert" id="${id}">${escapeHtml(t.errors[code])}</div>` : '';
  /** The field's description, and its error when it is the field at fault. */
  const described = (wrong: boolean, errorId: string, helpId: string | null) => {
    const ids = [wrong ? errorId : null, helpId].filter(Boolean).join(' ');
    return `${wrong ? ' aria-invalid="true"' : ''}${ids ? ` aria-describedby="${ids}"` : ''}`;
  };
  return `<section class="card" aria-labelledby="sign-heading">
<h2 id="sign-heading">${escapeHtml(t.sign_heading)}</h2>
${alert(signError, 'sign-error')}
<form method="post" action="${escapeHtml(`${path}/sign?lang=${language}`)}">
<div class="check">
<input type="checkbox" id="consent" name="consent" value="yes" required${described(signError === 'consent_required', 'sign-error', null)}>
<label for="consent">${escapeHtml(t.consent)}</label>
</div>
<label for="typed_signature">${escapeHtml(t.signature_label)}</label>
<input id="typed_signature" name="typed_signature" autocomplete="name" required maxlength="200" value="${escapeHtml(values.typed_signature ?? '')}"${described(signError === 'signature_required', 'sign-error', 'signature-help')}>
<span class="help" id="signature-help">${escapeHtml(t.signature_help(page.signer.name))}</span>
<button type="submit">${escapeHtml(t.sign)}</button>
</form>
</section>
<section class="card" aria-labelledby="decline-heading">
<h2 id="decline-heading">${escapeHtml(t.decline_heading)}</h2>
<p id="decline-explain">${escapeHtml(t.decline_explain)}</p>
${alert(declineError, 'decline-error')}
<form method="post" action="${escapeHtml(`${path}/decline?lang=${language}`)}">
<label for="reason">${escapeHtml(t.reason_label)}</label>
<textarea id="reason" name="reason" required maxlength="1000"${described(declineError !== null, 'decline-error', 'decline-explain')}>${escapeHtml(values.reason ?? '')}</textarea>
<button type="submit" class="danger">${escapeHtml(t.decline)}</button>
</form>
</section>`;
}

/** The message that replaces the forms once this signer has nothing left to do (or cannot act yet). */
function stateMessage(page: SandboxSigningPage, t: SignatureSandboxTexts): string | null {
  const { envelope, signer } = page;
  if (envelope.status === 'voided')
    return `<p class="note" role="status">${escapeHtml(t.envelope_voided)}</p>`;
  if (envelope.status === 'declined') {
    const text = signer.status === 'declined' ? t.you_declined : t.envelope_declined;
    return `<p class="note" role="status">${escapeHtml(text)}</p>`;
  }
  if (envelope.status === 'completed') {
    return `<p class="ok" role="status">${escapeHtml(t.envelope_completed)}</p>`;
  }
  if (signer.status === 'signed') return `<p class="ok" role="status">${escapeHtml(t.already_signed)}</p>`;
  if (!page.my_turn) return `<p class="note" role="status">${escapeHtml(t.waiting_turn)}</p>`;
  return null;
}

/** The signing page: the document, the signers, then the sign and decline forms (or where things stand). */
export function renderSigningPage(
  page: SandboxSigningPage,
  language: Language,
  error: SigningPageError | null = null,
  values: SigningFormValues = {},
): string {
  const t = SIGNATURE_SANDBOX_TEXTS[language];
  const path = sandboxSigningPath(page.signer.token);
  const state = stateMessage(page, t);
  const delivery =
    error === 'delivery_failed' && state
      ? `<div class="error" role="alert">${escapeHtml(t.errors.delivery_failed)}</div>`
      : '';
  // Everyone signed but the completion did not reach Forja: one button finishes it.
  const unfinished =
    page.envelope.status === 'pending' && page.signers.every((signer) => signer.status === 'signed')
      ? `<form method="post" action="${escapeHtml(`${path}/sign?lang=${language}`)}"><button type="submit">${escapeHtml(t.finish)}</button></form>`
      : '';
  const body = state
    ? `${delivery}${state}${unfinished}
${documentCard(page, t)}
<a class="button secondary" href="${escapeHtml(signerRedirectPath(page))}">${escapeHtml(t.back_to_forja)}</a>`
    : `<p>${escapeHtml(t.greeting(page.signer.name))} ${escapeHtml(t.intro)}</p>
${documentCard(page, t)}
${forms(page, t, language, error, values)}`;
  return layout(t.title, path, language, body);
}

export function renderNotFoundPage(language: Language, path: string): string {
  const t = SIGNATURE_SANDBOX_TEXTS[language];
  return layout(t.not_found_title, path, language, `<p>${escapeHtml(t.not_found)}</p>`);
}

/** The document of an envelope that no longer takes signatures (voided or declined). */
export function renderUnavailablePage(language: Language, path: string): string {
  const t = SIGNATURE_SANDBOX_TEXTS[language];
  return layout(t.unavailable_title, path, language, `<p>${escapeHtml(t.unavailable)}</p>`);
}
