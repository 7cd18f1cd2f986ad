import { Alert, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown on every payment screen while the sandbox takes the payments: nothing real is charged. */
export function TestModeNotice({ provider }: { provider: 'sandbox' | 'stripe' | undefined }) {
  const { t } = useTranslation('payments');
  if (provider !== 'sandbox') return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconFlask size={20} aria-hidden />}
      title={t('test_mode.title')}
      styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
    >
      <Text size="sm" c="dark.9">
        {t('test_mode.body')}
      </Text>
    </Alert>
  );
}
