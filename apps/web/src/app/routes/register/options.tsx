import { registerCompanyBodySchema } from '@forja/contracts';
import { mainPurchaseFor } from '@forja/domain';
import { Anchor, Group, List, Paper, Radio, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Link, useNavigate } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { useCatalogue } from '../../../features/registration/api/get-catalogue';
import { PackagePriceShort } from '../../../features/registration/components/price-summary';
import { StepActions } from '../../../features/registration/components/step-actions';
import { useDraft } from '../../../features/registration/draft';
import { hasSession } from '../../../lib/auth-tokens';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBrowserValue } from '../../../lib/use-browser-value';
import { useLanguage } from '../../../lib/use-language';
import { registrationGuard } from './registration-guard';

export const optionsLoader = registrationGuard('Options');

/** The register contract's answer, from the draft's (null until chosen: refused as missing). */
const optionsSchema = z
  .object({ legal_representation: z.boolean().nullable() })
  .transform(({ legal_representation }, context) => {
    if (legal_representation !== null) return { legal_representation };
    context.addIssue({ code: 'custom', path: ['legal_representation'], message: 'required' });
    return z.NEVER;
  })
  .pipe(registerCompanyBodySchema.pick({ legal_representation: true }));
const OPTIONS_ERROR_TEXTS = { legal_representation: 'registration:options.choose_error' };

const CHOICES = [
  { value: 'yes', representation: true },
  { value: 'no', representation: false },
] as const;

/** Step 1: legal representation, explained, with the price of the package each answer leads to. */
export function OptionsPage() {
  const { t } = useTranslation('registration');
  useDocumentTitle(t('steps.names.Options'));
  const language = useLanguage();
  const navigate = useNavigate();
  const [draft, updateDraft] = useDraft();
  const { data: catalogue, isPending: catalogueLoading } = useCatalogue();
  // The answer lives in the stored draft: the form shows it as it is stored (also when another tab changes it).
  const form = useForm<z.input<typeof optionsSchema>, unknown, z.output<typeof optionsSchema>>({
    resolver: contractResolver(optionsSchema),
    values: { legal_representation: draft.legal_representation },
  });
  const errorText = useFieldErrorText(form.formState.errors, OPTIONS_ERROR_TEXTS);
  const choice = draft.legal_representation === null ? null : draft.legal_representation ? 'yes' : 'no';
  const signedIn = useBrowserValue(hasSession, false);

  const choose = (value: string) => {
    const representation = value === 'yes';
    updateDraft({
      legal_representation: representation,
      company_package: catalogue
        ? (mainPurchaseFor(catalogue, { amazon_customer: false, legal_representation: representation })?.pack
            .key ?? null)
        : null,
    });
  };

  const submit = form.handleSubmit(async ({ legal_representation }) => {
    if (catalogue && draft.company_package === null) {
      updateDraft({
        company_package:
          mainPurchaseFor(catalogue, { amazon_customer: false, legal_representation })?.pack.key ?? null,
      });
    }
    await navigate(routeUrl(language, 'Register'));
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('options.title')}
          </Title>
          <Text c="gray.7" mt="xs">
            {t('options.intro')}
          </Text>
        </div>
        <Controller
          control={form.control}
          name="legal_representation"
          render={({ field }) => (
            <Radio.Group
              value={choice}
              onChange={(value) => {
                choose(value);
                field.onChange(value === 'yes');
              }}
              label={t('options.choice_label')}
              error={errorText('legal_representation')}
              name={field.name}
              styles={{ label: { marginBottom: 8 } }}
            >
              <Stack gap="sm">
                {CHOICES.map(({ value, representation }) => (
                  <Radio.Card
                    key={value}
                    value={value}
                    radius="md"
                    p="md"
                    bg="white"
                    aria-labelledby={`representation-${value}-title`}
                    aria-describedby={`representation-${value}-body`}
                  >
                    <Group wrap="nowrap" align="flex-start" gap="md">
                      <Radio.Indicator
                        mt={2}
                        style={choice === value ? undefined : { borderColor: 'var(--mantine-color-gray-6)' }}
                      />
                      <Stack gap={4}>
                        <Text fw={700} id={`representation-${value}-title`}>
                          {t(`options.${value}_title`)}
                        </Text>
                        <Text fz="sm" c="gray.7" id={`representation-${value}-body`}>
                          {t(`options.${value}_body`)}
                        </Text>
                        <PackagePriceShort
                          catalogue={catalogue}
                          loading={catalogueLoading}
                          legalRepresentation={representation}
                        />
                      </Stack>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="md" mb="xs">
            {t('options.what_title')}
          </Title>
          <List
            spacing="xs"
            fz="sm"
            icon={
              <ThemeIcon size={20} radius="xl" color="forja.7" aria-hidden>
                <IconCheck size={13} />
              </ThemeIcon>
            }
          >
            <List.Item>{t('options.what_powers')}</List.Item>
            <List.Item>{t('options.what_decisions')}</List.Item>
            <List.Item>{t('options.what_foreigners')}</List.Item>
            <List.Item>{t('options.what_busy')}</List.Item>
          </List>
        </Paper>
        <StepActions />
        <Text ta="center" fz="sm">
          {signedIn ? (
            <Anchor component={Link} to={routeUrl(language, 'Companies')}>
              {t('options.back_to_companies')}
            </Anchor>
          ) : (
            <>
              {t('options.have_account')}{' '}
              <Anchor component={Link} to={routeUrl(language, 'Login')}>
                {t('options.sign_in')}
              </Anchor>
            </>
          )}
        </Text>
      </Stack>
    </form>
  );
}
