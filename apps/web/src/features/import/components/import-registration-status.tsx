import type { ImportRegistration, ImportRegistrationStatus } from '@forja/contracts';
import type { Language } from '@forja/domain';
import { Anchor, Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format-date';

const STATUS_COLORS: Record<ImportRegistrationStatus, { bg: string; c: string }> = {
  not_started: { bg: 'gray.2', c: 'gray.9' },
  in_progress: { bg: 'blue.1', c: 'blue.9' },
  registered: { bg: 'teal.9', c: 'white' },
  rejected: { bg: 'red.1', c: 'red.9' },
};

/**
 * The registration's state (with the operator's note and dates) and its requirements, each done or not, with
 * where to complete what is missing.
 */
export function ImportRegistrationStatusCard(props: {
  registration: ImportRegistration;
  companyId: number;
  language: Language;
}) {
  const { t } = useTranslation('import');
  const { registration, companyId, language } = props;
  const colors = STATUS_COLORS[registration.status];
  const doneCount = registration.requirements.filter((requirement) => requirement.done).length;
  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="import-state"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz="lg" id="import-state">
            {t('status.title')}
          </Title>
          <Badge radius="sm" size="lg" bg={colors.bg} c={colors.c}>
            {t(`status.${registration.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{t(`status.${registration.status}_body`)}</Text>
        {registration.registered_at && (
          <Text size="sm" c="gray.8">
            {t('status.registered_on', { date: formatDay(language, registration.registered_at) })}
          </Text>
        )}
        {registration.updated_at && !registration.registered_at && (
          <Text size="sm" c="gray.8">
            {t('status.updated_on', { date: formatDay(language, registration.updated_at) })}
          </Text>
        )}
        {registration.note && (
          <Card bg="gray.0" radius="md" p="sm" withBorder>
            <Text size="sm" fw={600}>
              {t('status.note')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {registration.note}
            </Text>
          </Card>
        )}
        <div>
          <Title order={3} fz="md" id="import-requirements">
            {t('requirements.title')}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t('requirements.progress', { done: doneCount, total: registration.requirements.length })}
          </Text>
        </div>
        <List spacing="sm" listStyleType="none" aria-labelledby="import-requirements" p={0} m={0}>
          {registration.requirements.map((requirement) => (
            <List.Item
              key={requirement.key}
              icon={
                <ThemeIcon
                  size={24}
                  radius="xl"
                  variant={requirement.done ? 'filled' : 'light'}
                  color={requirement.done ? 'teal.9' : 'gray'}
                  aria-hidden
                >
                  {requirement.done ? <IconCircleCheck size={16} /> : <IconCircleDashed size={16} />}
                </ThemeIcon>
              }
            >
              <Text size="sm" fw={600} component="span">
                {t(`requirements.${requirement.key}.name`)}
              </Text>{' '}
              <Text size="sm" component="span" c={requirement.done ? 'teal.9' : 'gray.8'}>
                {requirement.done ? t('requirements.done') : t('requirements.missing')}
              </Text>
              <Text size="sm" c="gray.7">
                {t(`requirements.${requirement.key}.help`)}
              </Text>
              {!requirement.done &&
                (requirement.key === 'rfc' || requirement.key === 'efirma' ? (
                  <Anchor component={Link} to={paths.companyFiels(language, companyId)} size="sm" fw={600}>
                    {t(`requirements.${requirement.key}.action`)}
                  </Anchor>
                ) : (
                  <Anchor href="#amazon-data" size="sm" fw={600}>
                    {t(`requirements.${requirement.key}.action`)}
                  </Anchor>
                ))}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
