import { Anchor, List, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { Lexer, type Token, type Tokens } from 'marked';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';

type ViewProps = {
  markdown: string;
  /** Shown right after the document's title (its first-level heading), or first when it has none. */
  afterTitle?: ReactNode;
  /** Inside another page: headings two levels down (the page has its own title) and smaller text. */
  embedded?: boolean;
};

/**
 * A small, safe markdown renderer for the legal documents: marked only tokenises, and each token becomes a React
 * element (headings, paragraphs, lists, bold, italic, links, line breaks). Nothing is ever set as HTML: raw HTML
 * in the source shows as its text, and a link keeps only an http(s), mailto, in-page or same-site address.
 */
export function MarkdownView({ markdown, afterTitle, embedded = false }: ViewProps) {
  const tokens = useMemo(() => Lexer.lex(markdown), [markdown]);
  const options: Options = { embedded };
  const title = tokens.findIndex(
    (token) => token.type === 'heading' && (token as Tokens.Heading).depth === 1,
  );
  return (
    <Stack gap="sm">
      {title >= 0 ? (
        <>
          {blocks(tokens.slice(0, title + 1), options)}
          {afterTitle}
          {blocks(tokens.slice(title + 1), options, title + 1)}
        </>
      ) : (
        <>
          {afterTitle}
          {blocks(tokens, options)}
        </>
      )}
    </Stack>
  );
}

/** Whether the markdown has a first-level heading (the document's title). */
export function hasDocumentTitle(markdown: string): boolean {
  return Lexer.lex(markdown).some(
    (token) => token.type === 'heading' && (token as Tokens.Heading).depth === 1,
  );
}

/** The address a link may keep, or null (javascript:, data:, protocol-relative and the like are dropped). */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^(https?:\/\/|mailto:)/i.test(value)) return value;
  if (value.startsWith('#')) return value;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return null;
}

type Options = { embedded: boolean };

function blocks(tokens: readonly Token[], options: Options, offset = 0): ReactNode[] {
  return tokens.map((token, index) => <Fragment key={offset + index}>{block(token, options)}</Fragment>);
}

const HEADING_SIZES = { 1: 28, 2: 22, 3: 18, 4: 16, 5: 16, 6: 16 } as const;
const EMBEDDED_SIZES = { 1: 18, 2: 16, 3: 15, 4: 14, 5: 14, 6: 14 } as const;

function block(token: Token, options: Options): ReactNode {
  const fz = options.embedded ? 'sm' : undefined;
  switch (token.type) {
    case 'heading': {
      const heading = token as Tokens.Heading;
      const depth = Math.min(Math.max(heading.depth, 1), 6) as TitleOrder;
      const order = Math.min(depth + (options.embedded ? 2 : 0), 6) as TitleOrder;
      const size = (options.embedded ? EMBEDDED_SIZES : HEADING_SIZES)[depth];
      return (
        <Title order={order} fz={{ base: Math.min(size, 24), sm: size }} mt={depth === 1 ? 0 : 'sm'}>
          {inline(heading.tokens)}
        </Title>
      );
    }
    case 'paragraph':
      return (
        <Text fz={fz} style={{ overflowWrap: 'anywhere' }}>
          {inline((token as Tokens.Paragraph).tokens)}
        </Text>
      );
    case 'list': {
      const list = token as Tokens.List;
      return (
        <List
          fz={fz}
          type={list.ordered ? 'ordered' : 'unordered'}
          start={list.ordered && typeof list.start === 'number' ? list.start : undefined}
          spacing={4}
          withPadding
          style={{ overflowWrap: 'anywhere' }}
        >
          {list.items.map((item, index) => (
            <List.Item key={index}>{listItem(item, options)}</List.Item>
          ))}
        </List>
      );
    }
    case 'blockquote':
      return (
        <Stack gap="xs" pl="md" style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}>
          {blocks((token as Tokens.Blockquote).tokens, options)}
        </Stack>
      );
    case 'text': {
      const text = token as Tokens.Text;
      return <Text fz={fz}>{text.tokens ? inline(text.tokens) : text.text}</Text>;
    }
    case 'code':
      return (
        <Text component="pre" ff="monospace" style={{ whiteSpace: 'pre-wrap' }}>
          {(token as Tokens.Code).text}
        </Text>
      );
    case 'html':
      return <Text fz={fz}>{(token as Tokens.HTML).text}</Text>;
    case 'hr':
      return <hr />;
    default:
      // space, def and anything this renderer does not draw.
      return null;
  }
}

/** A list item: its text inline, its nested lists as lists. */
function listItem(item: Tokens.ListItem, options: Options): ReactNode {
  return item.tokens.map((token, index) => {
    if (token.type === 'text') {
      const text = token as Tokens.Text;
      return <Fragment key={index}>{text.tokens ? inline(text.tokens) : text.text}</Fragment>;
    }
    if (token.type === 'paragraph')
      return <Fragment key={index}>{inline((token as Tokens.Paragraph).tokens)} </Fragment>;
    return <Fragment key={index}>{block(token, options)}</Fragment>;
  });
}

function inline(tokens: readonly Token[] | undefined): ReactNode[] {
  return (tokens ?? []).map((token, index) => <Fragment key={index}>{inlineToken(token)}</Fragment>);
}

function inlineToken(token: Token): ReactNode {
  switch (token.type) {
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens ? inline(text.tokens) : decodeEntities(text.text);
    }
    case 'escape':
      return (token as Tokens.Escape).text;
    case 'strong':
      return <strong>{inline((token as Tokens.Strong).tokens)}</strong>;
    case 'em':
      return <em>{inline((token as Tokens.Em).tokens)}</em>;
    case 'del':
      return <s>{inline((token as Tokens.Del).tokens)}</s>;
    case 'codespan':
      return <code>{(token as Tokens.Codespan).text}</code>;
    case 'br':
      return <br />;
    case 'link': {
      const link = token as Tokens.Link;
      const href = safeHref(link.href);
      const children = inline(link.tokens);
      if (href === null) return children;
      if (href.startsWith('/'))
        return (
          <Anchor component={Link} to={href} inherit underline="always">
            {children}
          </Anchor>
        );
      const external = !href.startsWith('#') && !href.startsWith('mailto:');
      return (
        <Anchor
          href={href}
          inherit
          underline="always"
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {children}
        </Anchor>
      );
    }
    case 'image': {
      // Documents carry no images: the description stands in.
      return (token as Tokens.Image).text;
    }
    case 'html':
      return (token as Tokens.HTML).text;
    default:
      return 'raw' in token ? String(token.raw) : null;
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The few entity references a document may write (`&amp;`), as the characters they stand for; React escapes. */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? _);
}
