/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { languageTag, type Language } from '@forja/domain';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The small page a reminder's "stop these reminders" link opens: a confirmation with one button (a form that
 * POSTs, so a mail scanner that follows links does not unsubscribe anyone), then the result. Server-rendered
 * HTML without script (the app's CSP holds), one column that fits 375 px, in the link's language.
 */

const TEXTS = {
  es: {
    confirm_title: '¿Dejar de recibir recordatorios?',
    confirm_body:
      'Te escribimos como mucho una vez por semana cuando tu empresa lleva 7 días esperando un paso tuyo. Si ya no quieres estos recordatorios, confírmalo aquí.',
    confirm_button: 'No quiero más recordatorios',
    done_title: 'Listo: ya no te enviaremos recordatorios',
    done_body: 'Seguirás recibiendo los correos sobre tus pagos, tus documentos y tus solicitudes.',
    invalid_title: 'Este enlace no funciona',
    invalid_body: 'Puede que se haya copiado incompleto. Ábrelo de nuevo desde el correo.',
    home: 'Ir a Forja',
  },
  en: {
    confirm_title: 'Stop getting reminders?',
    confirm_body:
      'We write at most once a week when your company has been waiting 7 days for a step from you. If you no longer want these reminders, confirm it here.',
    confirm_button: 'Stop these reminders',
    done_title: "Done: we won't send you reminders anymore",
    done_body: "You'll still get the e-mails about your payments, your documents and your requests.",
    invalid_title: "This link doesn't work",
    invalid_body: 'It may have been copied incompletely. Open it again from the e-mail.',
    home: 'Go to Forja',
  },
  zh_cn: {
    confirm_title: '不再接收提醒？',
    confirm_body:
      '当您的公司已等待您完成某一步 7 天时，我们每周最多给您写一封提醒邮件。如果您不想再收到这些提醒，请在此确认。',
    confirm_button: '不再接收这些提醒',
    done_title: '完成：我们不会再给您发送提醒',
    done_body: '您仍会收到关于付款、文件和请求的邮件。',
    invalid_title: '此链接无效',
    invalid_body: '链接可能没有复制完整。请从邮件中重新打开。',
    home: '前往 Forja',
  },
} as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans","PingFang SC","Microsoft YaHei",sans-serif;color:#1f2933;background:#f5f7fa;line-height:1.5}
main{max-width:480px;margin:0 auto;padding:32px 16px}
.brand{margin:0 0 16px;font-size:22px;font-weight:700;color:#0b5c5c}
.card{background:#fff;border:1px solid #d9e2ec;border-radius:8px;padding:24px}
h1{font-size:22px;margin:0 0 12px}
p{margin:0 0 16px}
button{display:flex;width:100%;align-items:center;justify-content:center;min-height:48px;padding:10px 16px;font:inherit;font-size:16px;font-weight:700;border-radius:6px;border:2px solid #0b5c5c;background:#0b5c5c;color:#fff;cursor:pointer}
a{display:inline-flex;align-items:center;min-height:44px;color:#0b5c5c}
button:focus,a:focus{outline:3px solid #1971c2;outline-offset:2px}
`;

export type OptOutPage = 'confirm' | 'done' | 'invalid';

export function renderOptOutPage(page: OptOutPage, language: Language, homeUrl: string): string {
  const t = TEXTS[language];
  const title = page === 'confirm' ? t.confirm_title : page === 'done' ? t.done_title : t.invalid_title;
  const body = page === 'confirm' ? t.confirm_body : page === 'done' ? t.done_body : t.invalid_body;
  const markup = renderToStaticMarkup(
    <html lang={languageTag(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · Forja`}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <p className="brand">Forja</p>
          <div className="card">
            <h1>{title}</h1>
            <p>{body}</p>
            {page === 'confirm' && (
              <form method="post">
                <button type="submit">{t.confirm_button}</button>
              </form>
            )}
            {page !== 'confirm' && <a href={homeUrl}>{t.home}</a>}
          </div>
        </main>
      </body>
    </html>,
  );
  return `<!doctype html>${markup}`;
}
