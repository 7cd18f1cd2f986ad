import { List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChecklist, IconRoute } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { StepActions } from '../../../features/registration/components/step-actions';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { registrationGuard } from './registration-guard';

export const welcomeLoader = registrationGuard('Register');

const NEXT = ['next_type', 'next_name', 'next_account', 'next_pay', 'next_sign'] as const;
const AT_HAND = ['have_id', 'have_address', 'have_rfc', 'have_names', 'have_activity'] as const;

/** Step 2 (Register, "welcome"): what happens next and what to have at hand. */
export function WelcomePage() {
  const { t } = useTranslation('registration');
  useDocumentTitle(t('steps.names.Register'));
  const language = useLanguage();
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(routeUrl(language, 'TypeSociety'));
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('welcome.title')}
          </Title>
          <Text c="gray.7" mt="xs">
            {t('welcome.subtitle')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Paper withBorder radius="md" p="md">
            <Title order={2} fz="md" mb="sm" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <ThemeIcon size={28} radius="xl" variant="light" aria-hidden>
                <IconRoute size={16} />
              </ThemeIcon>
              {t('welcome.next_title')}
            </Title>
            <List type="ordered" spacing="xs" fz="sm">
              {NEXT.map((key) => (
                <List.Item key={key}>{t(`welcome.${key}`)}</List.Item>
              ))}
            </List>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Title order={2} fz="md" mb="sm" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <ThemeIcon size={28} radius="xl" variant="light" aria-hidden>
                <IconChecklist size={16} />
              </ThemeIcon>
              {t('welcome.have_title')}
            </Title>
            <List spacing="xs" fz="sm">
              {AT_HAND.map((key) => (
                <List.Item key={key}>{t(`welcome.${key}`)}</List.Item>
              ))}
            </List>
          </Paper>
        </SimpleGrid>
        <StepActions backTo={routeUrl(language, 'Options')} submitLabel={t('actions.start')} />
      </Stack>
    </form>
  );
}
