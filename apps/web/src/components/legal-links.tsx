import { Anchor, Group, Text } from '@mantine/core';
import type { LegalDocumentKind } from '@forja/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { openConsentSettings } from '../lib/analytics/consent-store';
import { useLanguage } from '../lib/use-language';

/** A link to a legal page that opens in a new tab (the form the person is filling in stays as it was). */
export function LegalLink({ kind, children }: { kind: LegalDocumentKind; children?: ReactNode }) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  return (
    <Anchor
      href={paths.legal(language, kind)}
      target="_blank"
      rel="noopener"
      inherit
      underline="always"
      // Inside a checkbox's label, following the link must not tick the box.
      onClick={(event) => event.stopPropagation()}
    >
      {children ?? t(`kinds.${kind}`)}
    </Anchor>
  );
}

/**
 * On a phone the links may wrap onto two lines, where a dot would hang at a line's end: they are spaced apart
 * instead of separated by dots.
 */
const LINK_SPACING = { base: 6, xs: 0 };

/** "Aviso de privacidad · Términos y condiciones": the footer of the public and signed-in frames. */
export function LegalFooter() {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  return (
    <Group component="nav" aria-label={t('footer.label')} justify="center" gap={6} fz="sm" data-print-hide>
      <Anchor
        component={Link}
        to={paths.legal(language, 'privacy')}
        c="gray.7"
        fz="sm"
        py={6}
        px={LINK_SPACING}
      >
        {t('kinds.privacy')}
      </Anchor>
      <Text span c="gray.6" aria-hidden visibleFrom="xs">
        ·
      </Text>
      <Anchor
        component={Link}
        to={paths.legal(language, 'terms')}
        c="gray.7"
        fz="sm"
        py={6}
        px={LINK_SPACING}
      >
        {t('kinds.terms')}
      </Anchor>
      <Text span c="gray.6" aria-hidden visibleFrom="xs">
        ·
      </Text>
      <Anchor
        component="button"
        type="button"
        onClick={openConsentSettings}
        c="gray.7"
        fz="sm"
        py={6}
        px={LINK_SPACING}
      >
        {t('footer.preferences')}
      </Anchor>
    </Group>
  );
}
