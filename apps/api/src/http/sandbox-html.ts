import type { Language } from '@forja/domain';

import { escapeHtml } from '../providers/mail/templates';

export { escapeHtml };

/** The sandboxes' hosted pages offer every language by its own name. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  es: 'Español',
  en: 'English',
  zh_cn: '中文（简体）',
};

/**
 * What every sandbox page (payments, e-signature) shares: the SANDBOX banner, one column that fits 375 px, cards,
 * labels, buttons of 48 px and the error and success boxes. Each page adds its own rules after it.
 */
export const SANDBOX_BASE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans","PingFang SC","Microsoft YaHei",sans-serif;color:#1b1f23;background:#f1f3f5;line-height:1.5}
.banner{background:#ffd43b;color:#1b1f23;padding:10px 16px;text-align:center;font-size:15px;border-bottom:2px solid #1b1f23}
.banner strong{letter-spacing:.12em;margin-right:6px}
main{max-width:480px;margin:0 auto;padding:16px}
.langs{display:flex;gap:4px;justify-content:flex-end;flex-wrap:wrap;margin-bottom:8px}
.langs a{display:inline-flex;align-items:center;min-height:44px;padding:0 10px;color:#0b5f5f}
.langs a[aria-current]{font-weight:700;color:#1b1f23;text-decoration:none}
h1{font-size:24px;margin:4px 0 12px}
h2{font-size:18px;margin:0 0 8px}
.card{background:#fff;border:1px solid #ced4da;border-radius:12px;padding:16px;margin:0 0 16px}
label{display:block;font-weight:600;margin:12px 0 4px}
.help{display:block;font-size:14px;color:#495057;margin-top:2px}
button,.button{display:flex;width:100%;align-items:center;justify-content:center;min-height:48px;margin-top:16px;padding:10px 16px;font-size:16px;font-weight:700;border-radius:8px;border:2px solid #0b5f5f;background:#0b5f5f;color:#fff;cursor:pointer;text-decoration:none;text-align:center}
.secondary{background:#fff;color:#0b5f5f}
.error{background:#fff5f5;border:1px solid #c92a2a;color:#a51111;border-radius:8px;padding:12px;margin:0 0 16px}
.ok{background:#ebfbee;border:1px solid #2b8a3e;color:#1e6b2f;border-radius:8px;padding:12px;margin:0 0 16px}
`;

/** What a sandbox page says in every language: its `lang`, the SANDBOX banner, the languages menu's name. */
export type SandboxPageTexts = { html_lang: string; banner: string; banner_detail: string; language: string };

/**
 * A whole sandbox page: the SANDBOX banner, the languages menu (each language links to `path` in it), the
 * title and the body (already HTML). `noReferrer` keeps the page's address (a signing link's token) out of
 * the Referer of what it links to.
 */
export function sandboxPage(page: {
  texts: Record<Language, SandboxPageTexts>;
  language: Language;
  path: string;
  title: string;
  style: string;
  body: string;
  noReferrer?: boolean;
}): string {
  const t = page.texts[page.language];
  const langs = (Object.keys(LANGUAGE_NAMES) as Language[])
    .map(
      (code) =>
        `<a href="${escapeHtml(`${page.path}?lang=${code}`)}" lang="${page.texts[code].html_lang}"${code === page.language ? ' aria-current="true"' : ''}>${LANGUAGE_NAMES[code]}</a>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${t.html_lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${page.noReferrer ? '<meta name="referrer" content="no-referrer">\n' : ''}<title>${escapeHtml(`${t.banner} · ${page.title} · Forja`)}</title>
<style>${page.style}</style>
</head>
<body>
<header class="banner"><strong>${t.banner}</strong> ${escapeHtml(t.banner_detail)}</header>
<main>
<nav class="langs" aria-label="${escapeHtml(t.language)}">${langs}</nav>
<h1>${escapeHtml(page.title)}</h1>
${page.body}
</main>
</body>
</html>`;
}
