import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The e.firma of a company that hired Forja as its legal representative (the domain's efirmaByForja): Forja's
 * representative goes to the SAT; the founder books nothing and brings nothing, and is e-mailed once it is done.
 */
export function EfirmaByForja() {
  const { t } = useTranslation('sat');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="efirma-by-forja">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="efirma-by-forja">
          {t('by_forja.title')}
        </Title>
        <Text size="sm">{t('by_forja.body')}</Text>
        <Text size="sm" c="gray.7">
          {t('by_forja.next')}
        </Text>
      </Stack>
    </Card>
  );
}
