/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { languageTag, type Language } from '@forja/domain';
// Each component from its own package: the @react-email/components barrel also loads Tailwind, Markdown and
// Prism with every language it highlights (about 0.3 s at each start of the server, for nothing it sends).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Fragment, type CSSProperties, type ReactNode } from 'react';

/**
 * Forja's e-mail look (BRAND.md): one deep-teal primary colour, neutral greys for surfaces, the system font
 * stack (nothing fetched from outside), one column that reads at 375 px, one primary action per e-mail.
 * Every colour pair meets WCAG AA contrast.
 */
const PRIMARY = '#0b5c5c';
const TEXT = '#1f2933';
const MUTED = '#52606d';
const SURFACE = '#f5f7fa';
const BORDER = '#d9e2ec';
const FONT =
  "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,'Noto Sans','PingFang SC','Microsoft YaHei',sans-serif";

const bodyStyle: CSSProperties = { margin: 0, padding: 0, backgroundColor: SURFACE, fontFamily: FONT };
const containerStyle: CSSProperties = { maxWidth: '520px', margin: '0 auto', padding: '32px 16px' };
const brandStyle: CSSProperties = {
  margin: '0 0 16px',
  fontSize: '22px',
  fontWeight: 700,
  letterSpacing: '0.02em',
  color: PRIMARY,
};
const cardStyle: CSSProperties = {
  backgroundColor: '#ffffff',
  border: `1px solid ${BORDER}`,
  borderRadius: '8px',
  padding: '24px',
};
const paragraphStyle: CSSProperties = {
  margin: '0 0 16px',
  fontSize: '16px',
  lineHeight: '24px',
  color: TEXT,
};
const mutedStyle: CSSProperties = { ...paragraphStyle, fontSize: '14px', lineHeight: '21px', color: MUTED };
const buttonStyle: CSSProperties = {
  display: 'inline-block',
  backgroundColor: PRIMARY,
  color: '#ffffff',
  fontSize: '16px',
  fontWeight: 600,
  textDecoration: 'none',
  padding: '12px 20px',
  borderRadius: '6px',
};
const quoteStyle: CSSProperties = {
  ...paragraphStyle,
  borderLeft: `4px solid ${PRIMARY}`,
  backgroundColor: SURFACE,
  padding: '12px 16px',
};
const footerStyle: CSSProperties = {
  ...mutedStyle,
  margin: '16px 0 0',
  fontSize: '13px',
  lineHeight: '20px',
};

const SIGN_OFF: Record<Language, string> = {
  es: '— El equipo de Forja',
  en: '— The Forja team',
  zh_cn: '— Forja 团队',
};

/**
 * The one sign-off of every e-mail Forja sends, in the reader's language: the team, in BRAND.md's warm voice.
 * `ForjaEmail` closes its card with it; the plain-string e-mails (codes, invitations, commissary notices) close
 * with it too (`templates.ts`), so no e-mail writes its own.
 */
export function signOff(language: Language): string {
  return SIGN_OFF[language];
}

const WHY_YOU_GET_THIS: Record<Language, string> = {
  es: 'Te escribimos porque tienes una cuenta en Forja.',
  en: "You're getting this because you have a Forja account.",
  zh_cn: '您收到这封邮件，是因为您在 Forja 有账户。',
};

const BUTTON_FALLBACK: Record<Language, string> = {
  es: 'Si el botón no funciona, copia este enlace en tu navegador:',
  en: "If the button doesn't work, paste this link into your browser:",
  zh_cn: '如果按钮无法使用，请将此链接复制到浏览器中打开：',
};

const PRIVACY_NOTICE: Record<Language, { text: string; label: string }> = {
  es: { text: 'Cómo cuidamos tus datos personales:', label: 'Aviso de privacidad' },
  en: { text: 'How we look after your personal data:', label: 'Privacy notice' },
  zh_cn: { text: '我们如何保护您的个人数据：', label: '隐私声明' },
};

/**
 * The privacy notice's page in the reader's language (`/{lang}/legal/privacy`), on the address of the web app,
 * taken from any absolute link into it (the web app is served at the root of its address).
 */
export function privacyNoticeLink(appLink: string, language: Language): string {
  const url = URL.canParse(appLink) ? new URL(appLink) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new TypeError('An e-mail link must be an absolute http(s) URL');
  }
  return new URL(`/${language}/legal/privacy`, url.origin).href;
}

/** The greeting that opens every e-mail; a blank name greets without one. */
export function greeting(language: Language, name: string): string {
  const first = name.trim();
  if (language === 'es') return first ? `Hola, ${first}:` : 'Hola:';
  if (language === 'en') return first ? `Hi ${first},` : 'Hi,';
  return first ? `${first}，您好：` : '您好：';
}

/**
 * The frame of every transactional e-mail: the Forja wordmark, a white card with the message, the team's
 * sign-off, a line on why the reader gets it, the link to the privacy notice in the reader's language (plus
 * `footer`, e.g. an unsubscribe link).
 */
export function ForjaEmail(props: {
  language: Language;
  /** Any absolute link into the web app (the e-mail's primary link): the privacy notice's link is made from it. */
  appLink: string;
  /** The line mail clients show after the subject. */
  preview: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Why the reader gets it, when not because of their Forja account (a partner may have none). */
  why?: string;
}) {
  return (
    <Html lang={languageTag(props.language)} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={bodyStyle}>
        <Container style={containerStyle}>
          <Text style={brandStyle}>Forja</Text>
          <Section style={cardStyle}>
            {props.children}
            <Text style={{ ...paragraphStyle, margin: 0 }}>{signOff(props.language)}</Text>
          </Section>
          <Text style={footerStyle}>{props.why ?? WHY_YOU_GET_THIS[props.language]}</Text>
          <Text style={footerStyle}>
            {PRIVACY_NOTICE[props.language].text}{' '}
            <Link
              href={privacyNoticeLink(props.appLink, props.language)}
              style={{ color: PRIMARY, textDecoration: 'underline' }}
            >
              {PRIVACY_NOTICE[props.language].label}
            </Link>
          </Text>
          {props.footer}
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph(props: { children: ReactNode }) {
  return <Text style={paragraphStyle}>{props.children}</Text>;
}

export function Muted(props: { children: ReactNode }) {
  return <Text style={mutedStyle}>{props.children}</Text>;
}

/** Text someone wrote (an operator's reply, a review note), kept with its line breaks in both parts. */
export function Quote(props: { text: string }) {
  const lines = props.text.trim().split(/\r?\n/);
  return (
    <Text style={quoteStyle}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

/** Labelled facts (document, whose, reason), one per line. */
export function Facts(props: { rows: readonly (readonly [label: string, value: string])[] }) {
  return (
    <Text style={quoteStyle}>
      {props.rows.map(([label, value], index) => (
        <Fragment key={label}>
          {index > 0 && <br />}
          <strong>{label}</strong> {value}
        </Fragment>
      ))}
    </Text>
  );
}

/** The e-mail's one primary action, with the address written out for clients that hide buttons. */
export function PrimaryAction(props: { language: Language; href: string; label: string }) {
  return (
    <>
      <Section style={{ margin: '8px 0 24px' }}>
        <Button href={props.href} style={buttonStyle}>
          {props.label}
        </Button>
      </Section>
      <Text style={mutedStyle} data-skip-in-text="true">
        {BUTTON_FALLBACK[props.language]}
        <br />
        <Link href={props.href} style={{ color: PRIMARY, wordBreak: 'break-all' }}>
          {props.href}
        </Link>
      </Text>
    </>
  );
}

/** A small line under the card: the unsubscribe link of a reminder. */
export function FooterLink(props: { text: string; href: string; label: string }) {
  return (
    <>
      <Hr style={{ borderColor: BORDER, margin: '16px 0 8px' }} />
      <Text style={footerStyle}>
        {props.text}{' '}
        <Link href={props.href} style={{ color: PRIMARY, textDecoration: 'underline' }}>
          {props.label}
        </Link>
      </Text>
    </>
  );
}
