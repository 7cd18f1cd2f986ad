import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CommissaryCompany } from '@forja/contracts';
import { commissaryStep } from '@forja/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { useLanguage } from '../../../lib/use-language';

type Props = { companies: CommissaryCompany[] };

/**
 * The companies the signed-in account is the commissary of, each with the commissary's own step and a way
 * back into their flow: a commissary who signs in without the e-mailed link finds their part here.
 */
export function CommissaryCompanies({ companies }: Props) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  if (companies.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="commissary-companies-title">
      <div>
        <Title order={2} fz="lg" id="commissary-companies-title">
          {t('commissary.title')}
        </Title>
        <Text c="gray.7" fz="sm">
          {t('commissary.intro')}
        </Text>
      </div>
      {companies.map((company) => {
        const name = company.legal_name ?? company.name ?? t('unnamed');
        const step = commissaryStep(company);
        const done = step === 'CommissaryEnd';
        return (
          <Card key={company.company_id} withBorder radius="md" p="md">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={4}>
                <Text fw={700}>{name}</Text>
                <Text c="gray.7" fz="sm" ff="monospace">
                  {company.friendly_id}
                </Text>
                <Badge
                  variant="light"
                  radius="sm"
                  size="lg"
                  color={done ? 'forja' : 'orange'}
                  c={done ? 'forja.9' : 'gray.9'}
                  h="auto"
                  style={{ textTransform: 'none', whiteSpace: 'normal' }}
                >
                  {t(`commissary.step_${step}`)}
                </Badge>
              </Stack>
              <Button
                component={Link}
                variant={done ? 'default' : 'filled'}
                to={routeUrl(language, {
                  name: 'CommissaryStart',
                  params: {},
                  query: { company: String(company.company_id) },
                })}
                aria-label={t(done ? 'commissary.view_for' : 'commissary.continue_for', { name })}
              >
                {t(done ? 'commissary.view' : 'commissary.continue')}
              </Button>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
