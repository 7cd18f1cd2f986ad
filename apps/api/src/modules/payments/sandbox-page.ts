import { formatMoney, formatZonedDateTime, type Language } from '@forja/domain';
import { SANDBOX_BASE_STYLE, escapeHtml, sandboxPage } from '../../http/sandbox-html';
import {
  SANDBOX_TEST_CARDS,
  sandboxCheckoutPath,
  sandboxOxxoPath,
  type DeclineCode,
  type SandboxSessionRow,
} from '../../providers/payments/sandbox';
import type { CheckoutLine } from '../../providers/payments/payments';
import { ivaLineName, productName } from '../catalogue/product-names';
import { SANDBOX_TEXTS, type SandboxTexts } from './sandbox-texts';

/**
 * The sandbox's hosted pages, rendered on the server: plain HTML forms that POST (no script, so the app's
 * strict CSP holds), labelled SANDBOX on every page, one column that fits 375 px.
 */

const STYLE = `${SANDBOX_BASE_STYLE}
table{width:100%;border-collapse:collapse}
td{padding:4px 0;vertical-align:top}
td.amount{text-align:right;white-space:nowrap;padding-left:12px}
td.when{text-align:right;padding-left:12px}
tr.total td{border-top:1px solid #ced4da;font-weight:700;padding-top:8px}
input,button{font-family:inherit}
input{width:100%;min-height:44px;padding:8px 12px;font-size:16px;border:1px solid #868e96;border-radius:8px}
input:focus,button:focus,a:focus{outline:3px solid #1971c2;outline-offset:2px}
.row{display:flex;gap:12px}.row>div{flex:1;min-width:0}
a.button{margin-bottom:16px}
.or{text-align:center;color:#495057;margin:0 0 16px}
.reference{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:26px;font-weight:700;letter-spacing:.08em;word-break:break-all}
ul,ol{padding-left:20px;margin:8px 0 0}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:15px}
.cancel{display:inline-flex;align-items:center;min-height:44px;color:#0b5f5f}
`;

/** The voucher's deadline on Mexico City's clock, saying so: a payer abroad reads it right. */
function dateTime(date: Date, language: Language): string {
  return formatZonedDateTime(language, date, { dateStyle: 'long', timeStyle: 'short' });
}

function layout(title: string, path: string, language: Language, body: string): string {
  return sandboxPage({ texts: SANDBOX_TEXTS, language, path, title, style: STYLE, body });
}

/** A line of the summary in the page's language: a product by its catalogue key, IVA at its percent. */
function lineName(line: CheckoutLine, language: Language): string {
  if (line.product) return productName(language, line.product, line.name);
  if (line.iva_percent !== undefined) return ivaLineName(language, line.iva_percent);
  return line.name;
}

function summary(session: SandboxSessionRow, language: Language, t: SandboxTexts): string {
  const rows = session.line_items
    .map(
      (line) =>
        `<tr><td>${escapeHtml(lineName(line, language))}</td><td class="amount">${formatMoney(line.unit_amount_centavos * line.quantity)}</td></tr>`,
    )
    .join('');
  return `<section class="card" aria-label="${escapeHtml(t.pay_to)}">
<p style="margin:0 0 8px">${escapeHtml(t.pay_to)}</p>
<table><tbody>${rows}<tr class="total"><td>${escapeHtml(t.total)}</td><td class="amount">${formatMoney(session.amount_total_centavos)}</td></tr></tbody></table>
</section>`;
}

/** What the payer typed in the card form, given back after a declined card (never the CVC). */
export type TypedCard = { number?: string; expiry?: string; name?: string };

/** ` value="…"` for a field typed before, escaped; nothing when it was empty. */
const keep = (value: string | undefined) => (value ? ` value="${escapeHtml(value)}"` : '');

function cardForm(session: SandboxSessionRow, t: SandboxTexts, action: string, typed: TypedCard): string {
  const submit =
    session.mode === 'setup' ? t.save_card : t.pay_card(formatMoney(session.amount_total_centavos));
  return `<section class="card">
<h2>${escapeHtml(t.card_heading)}</h2>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="action" value="card">
<label for="number">${escapeHtml(t.card_number)}</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required aria-describedby="number-help" placeholder="4242 4242 4242 4242"${keep(typed.number)}>
<span class="help" id="number-help">${escapeHtml(t.card_number_help)}</span>
<div class="row">
<div><label for="expiry">${escapeHtml(t.expiry)}</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" required aria-describedby="expiry-help" placeholder="12/34"${keep(typed.expiry)}>
<span class="help" id="expiry-help">${escapeHtml(t.expiry_help)}</span></div>
<div><label for="cvc">${escapeHtml(t.cvc)}</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required aria-describedby="cvc-help" placeholder="123">
<span class="help" id="cvc-help">${escapeHtml(t.cvc_help)}</span></div>
</div>
<label for="name">${escapeHtml(t.cardholder)}</label>
<input id="name" name="name" autocomplete="cc-name"${keep(typed.name)}>
<button type="submit">${escapeHtml(submit)}</button>
</form>
</section>`;
}

function testCards(t: SandboxTexts): string {
  const outcome: Record<string, string> = {
    succeeds: t.test_card_ok,
    card_declined: t.test_card_declined,
    insufficient_funds: t.test_card_funds,
  };
  const items = Object.entries(SANDBOX_TEST_CARDS)
    .filter(([, result]) => outcome[result])
    .map(
      ([number, result]) =>
        `<li><code>${number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code>: ${escapeHtml(outcome[result] ?? '')}</li>`,
    )
    .join('');
  return `<section class="card"><h2>${escapeHtml(t.test_cards)}</h2><ul>${items}</ul></section>`;
}

/**
 * The hosted checkout: the amount, a card form, OXXO when the order allows it, the test cards. After a declined
 * card the form keeps what was typed but the CVC, as a hosted checkout does (the sandbox only takes test cards).
 */
export function renderCheckoutPage(
  session: SandboxSessionRow,
  language: Language,
  error: DeclineCode | 'delivery_failed' | null = null,
  typed: TypedCard = {},
): string {
  const t = SANDBOX_TEXTS[language];
  const path = sandboxCheckoutPath(session.id);
  const action = `${path}?lang=${language}`;
  const title = session.mode === 'setup' ? t.title_setup : t.title_checkout;
  if (session.status !== 'open') {
    const next = session.payment_method === 'oxxo' ? sandboxOxxoPath(session.id) : session.success_path;
    return layout(
      title,
      path,
      language,
      `<p class="ok" role="status">${escapeHtml(t.already_paid)}</p><a class="button" href="${escapeHtml(
        next.startsWith('/api/') ? `${next}?lang=${language}` : next,
      )}">${escapeHtml(t.back_to_forja)}</a>`,
    );
  }
  const message = error ? (error === 'delivery_failed' ? t.delivery_failed : t.declined[error]) : null;
  const oxxo = session.payment_methods.includes('oxxo')
    ? `<p class="or">${escapeHtml(t.or)}</p>
<section class="card">
<h2>${escapeHtml(t.oxxo_heading)}</h2>
<p style="margin:0">${escapeHtml(t.oxxo_explain)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="action" value="oxxo">
<button type="submit" class="secondary">${escapeHtml(t.pay_oxxo)}</button>
</form>
</section>`
    : '';
  return layout(
    title,
    path,
    language,
    `${message ? `<div class="error" role="alert">${escapeHtml(message)}</div>` : ''}
${session.mode === 'setup' ? '' : summary(session, language, t)}
${cardForm(session, t, action, typed)}
${oxxo}
${testCards(t)}
<a class="cancel" href="${escapeHtml(session.cancel_path)}">${escapeHtml(t.cancel)}</a>`,
  );
}

/** The OXXO voucher, with the sandbox store's buttons that act out the payment at the store. */
export function renderVoucherPage(
  session: SandboxSessionRow,
  language: Language,
  error: 'delivery_failed' | null = null,
): string {
  const t = SANDBOX_TEXTS[language];
  const path = sandboxOxxoPath(session.id);
  const action = `${path}?lang=${language}`;
  const state =
    session.payment_status === 'paid'
      ? `<p class="ok" role="status">${escapeHtml(t.voucher_paid)}</p>`
      : session.status === 'expired'
        ? `<p class="error" role="status">${escapeHtml(t.voucher_expired)}</p>`
        : '';
  const open = session.payment_status === 'unpaid' && session.status !== 'expired';
  const store = open
    ? `<section class="card">
<h2>${escapeHtml(t.store_heading)}</h2>
<p style="margin:0">${escapeHtml(t.store_explain)}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="action" value="paid"><button type="submit">${escapeHtml(t.store_paid)}</button></form>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="action" value="expire"><button type="submit" class="secondary">${escapeHtml(t.store_expire)}</button></form>
</section>`
    : '';
  const steps = t.voucher_steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('');
  // Paid or expired, the reference is no longer to be taken to a store: only the state shows then.
  const voucher = open
    ? `<section class="card">
<p style="margin:0 0 8px">${escapeHtml(t.voucher_intro)}</p>
<p style="margin:0">${escapeHtml(t.voucher_reference)}</p>
<p class="reference" style="margin:0 0 8px">${escapeHtml((session.oxxo_number ?? '').replace(/(\d{4})(?=\d)/g, '$1 '))}</p>
<table><tbody>
<tr><td>${escapeHtml(t.voucher_amount)}</td><td class="amount"><strong>${formatMoney(session.amount_total_centavos)}</strong></td></tr>
<tr><td>${escapeHtml(t.voucher_deadline)}</td><td class="when">${session.oxxo_expires_at ? escapeHtml(dateTime(session.oxxo_expires_at, language)) : ''}</td></tr>
</tbody></table>
<ol>${steps}</ol>
</section>`
    : '';
  return layout(
    t.title_voucher,
    path,
    language,
    `${error ? `<div class="error" role="alert">${escapeHtml(t.delivery_failed)}</div>` : ''}${state}
${voucher}
<a class="button${open ? ' secondary' : ''}" href="${escapeHtml(session.success_path)}">${escapeHtml(t.back_to_forja)}</a>
${store}`,
  );
}

export function renderNotFoundPage(language: Language, path: string): string {
  const t = SANDBOX_TEXTS[language];
  return layout(t.not_found_title, path, language, `<p>${escapeHtml(t.not_found)}</p>`);
}
