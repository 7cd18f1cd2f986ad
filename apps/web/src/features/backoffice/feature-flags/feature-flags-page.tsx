import { Alert, Badge, Card, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { backofficeFeatureFlagsQueryOptions, useUpdateFeatureFlag } from './feature-flags';

/** Admins switch the known feature flags on and off; each switch is written to the audit log. */
export function FeatureFlagsPage() {
  const { t } = useTranslation('backoffice-surveys');
  useDocumentTitle(t('flags.title'));
  const language = useLanguage();
  const flags = useQuery(backofficeFeatureFlagsQueryOptions());
  const update = useUpdateFeatureFlag();

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {t('flags.title')}
        </Title>
        <Text c="gray.7" fz="sm">
          {t('flags.intro')}
        </Text>
      </Stack>
      {flags.isPending ? (
        <Loader role="status" aria-label={t('flags.loading')} />
      ) : flags.isError ? (
        <Alert color="red" variant="light">
          {t('flags.load_failed')}
        </Alert>
      ) : (
        <Stack gap="sm">
          {flags.data.map((flag) => (
            <Card key={flag.key} withBorder radius="lg" p="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4}>
                  <Group gap="xs">
                    <Text fw={600} ff="monospace">
                      {flag.key}
                    </Text>
                    <Badge variant="light" color="gray">
                      {t('flags.default', { value: t(flag.default ? 'flags.on' : 'flags.off') })}
                    </Badge>
                  </Group>
                  <Text size="sm">
                    {t(`flags.descriptions.${flag.key}`, { defaultValue: flag.description })}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {flag.updated_at
                      ? t('flags.updated', {
                          date: formatDay(language, flag.updated_at),
                          who: flag.updated_by ?? '—',
                        })
                      : t('flags.never_updated')}
                  </Text>
                </Stack>
                <Switch
                  checked={flag.enabled}
                  disabled={update.isPending}
                  onChange={(event) => update.mutate({ key: flag.key, enabled: event.currentTarget.checked })}
                  label={t(flag.enabled ? 'flags.on' : 'flags.off')}
                  aria-label={t('flags.toggle', { key: flag.key })}
                />
              </Group>
            </Card>
          ))}
          {update.isError && (
            <Alert color="red" variant="light" role="alert">
              {t('flags.update_failed')}
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}
