import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format-date';
import { showError, showSuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { recordConsent } from '../api/consents';
import { legalDocumentsQueryOptions } from '../api/legal-documents';

/**
 * The re-consent dialog (see ReconsentDialog, which downloads this module when it is needed): it links the
 * changed documents and asks for "Acepto" (`POST consents/me` service, method re_consent); it cannot be
 * dismissed, and the only other way out is signing out.
 */
export default function ReconsentModal({ opened, onSignOut }: { opened: boolean; onSignOut: () => void }) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const documents = useQuery({ ...legalDocumentsQueryOptions(), enabled: opened });
  const [busy, setBusy] = useState(false);

  // The documents the service consent covers: the privacy notice and the terms.
  const changed = (documents.data?.documents ?? []).filter(
    (document) => document.kind === 'privacy' || document.kind === 'terms',
  );

  const accept = async () => {
    setBusy(true);
    try {
      await recordConsent({ purpose: 'service', granted: true, method: 're_consent' });
      showSuccess(t('reconsent.accepted_toast'));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size="lg"
      title={t('reconsent.title')}
    >
      <Stack gap="md">
        <Text>{t('reconsent.body')}</Text>
        <List spacing="xs">
          {(changed.length > 0
            ? changed
            : [
                { kind: 'privacy' as const, version: null, date: null },
                { kind: 'terms' as const, version: null, date: null },
              ]
          ).map((document) => (
            <List.Item key={document.kind}>
              <Anchor
                href={paths.legal(language, document.kind)}
                target="_blank"
                rel="noopener"
                style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
              >
                {t(`kinds.${document.kind}`)}
                <IconExternalLink size={16} aria-hidden />
              </Anchor>
              {document.version !== null && document.date !== null && (
                <Text span c="gray.7" fz="sm">
                  {' '}
                  (
                  {t('reconsent.document_line', {
                    version: document.version,
                    date: formatDay(language, document.date),
                  })}
                  )
                </Text>
              )}
            </List.Item>
          ))}
        </List>
        <Text fz="sm" c="gray.7">
          {t('reconsent.decline_hint')}
        </Text>
        <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
          <Button variant="subtle" color="gray" onClick={onSignOut} disabled={busy}>
            {t('reconsent.sign_out')}
          </Button>
          <Button onClick={() => void accept()} loading={busy} miw={140}>
            {t('reconsent.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
