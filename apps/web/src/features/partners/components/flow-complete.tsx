import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StepHeader } from './step-frame';

/** validation_complete: the partner is done; their company is one click away. */
export function FlowComplete({ companyUrl }: { companyUrl: string }) {
  const { t } = useTranslation('partners');
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="teal.8" aria-hidden>
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <StepHeader title={t('complete.title')} intro={t('complete.intro')} />
      </Group>
      <Card withBorder radius="md" p="md">
        <Text size="sm">{t('complete.next')}</Text>
      </Card>
      <Group justify="flex-end">
        <Button component={Link} to={companyUrl}>
          {t('complete.go')}
        </Button>
      </Group>
    </Stack>
  );
}
