import { ActionIcon, Button, Group, Modal, Paper, Progress, Text, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OnboardingChecklist } from '@forja/domain';
import { OnboardingChecklistView } from './onboarding-checklist-view';

/**
 * The workspace's progress block ("3 de 7 pasos"), always in the sidebar: it opens the whole checklist in a
 * dialog, since the dashboard itself redirects to the current step until onboarding is done.
 */
export function OnboardingProgress(props: {
  checklist: OnboardingChecklist;
  compact?: boolean;
  /** The company's society type (the checklist's words for an S. de R.L.'s partes sociales). */
  companyType?: string | null;
}) {
  const { t } = useTranslation('workspace');
  const [opened, { open, close }] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const { done, total } = props.checklist;

  return (
    <>
      {props.compact ? (
        <Tooltip label={t('progress.count', { done, total })} position="right" withArrow>
          <ActionIcon
            variant="light"
            size={44}
            onClick={open}
            aria-label={t('progress.open_compact', { done, total })}
          >
            <IconListCheck size={22} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Group justify="space-between" gap={4} wrap="wrap">
            <Text fz="xs" fw={700} tt="uppercase" c="gray.7">
              {t('progress.title')}
            </Text>
            <Text fz="sm" fw={700}>
              {t('progress.count', { done, total })}
            </Text>
          </Group>
          <Progress mt={6} value={(done / total) * 100} color="teal.9" size="sm" radius="xl" aria-hidden />
          <Button
            mt="xs"
            variant="light"
            fullWidth
            leftSection={<IconListCheck size={18} aria-hidden />}
            onClick={open}
          >
            {t('progress.open')}
          </Button>
        </Paper>
      )}
      <Modal
        opened={opened}
        onClose={close}
        title={t('checklist.title')}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('checklist.close') }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <OnboardingChecklistView
          checklist={props.checklist}
          withTitle={false}
          onNavigate={close}
          companyType={props.companyType}
        />
      </Modal>
    </>
  );
}
