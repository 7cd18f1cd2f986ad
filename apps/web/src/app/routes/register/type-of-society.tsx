import { Alert, Button, Group, List, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { registerCompanyBodySchema, type Catalogue, type SocietyType } from '@forja/contracts';
import { formatMoney, societyTypeFormsOnline } from '@forja/domain';
import {
  IconAlertCircle,
  IconBuildingBank,
  IconCash,
  IconEye,
  IconSignature,
  IconUsers,
} from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useNavigate } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { catalogueQueryOptions, useCatalogue } from '../../../features/registration/api/get-catalogue';
import { StepActions } from '../../../features/registration/components/step-actions';
import { useDraft } from '../../../features/registration/draft';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { queryClient } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { registrationGuard } from './registration-guard';

const guard = registrationGuard('TypeSociety');

export function typeOfSocietyLoader(args: Parameters<typeof guard>[0]) {
  const stay = guard(args);
  void queryClient.prefetchQuery(catalogueQueryOptions());
  return stay;
}

const SOCIETY_ERROR_TEXTS = { company_type: 'registration:type.choose_error' };

/**
 * The register contract's society type, from the draft's (null until chosen), among those the catalogue offers;
 * anything else is refused as missing.
 */
function societySchema(catalogue: Catalogue | undefined) {
  return z
    .object({ company_type: z.string().nullable() })
    .transform(({ company_type }, context) => {
      if (catalogue?.society_types.some((type) => type.key === company_type) && company_type)
        return { company_type };
      context.addIssue({ code: 'custom', path: ['company_type'], message: 'required' });
      return z.NEVER;
    })
    .pipe(registerCompanyBodySchema.pick({ company_type: true }));
}
type SocietySchema = ReturnType<typeof societySchema>;

/** The real constraints of a society type, as the catalogue states them, in words. */
function useConstraints() {
  const { t } = useTranslation('registration');
  return (type: SocietyType) => [
    {
      icon: IconUsers,
      text:
        type.max_partners === null
          ? t('type.partners_min', { count: type.min_partners })
          : t('type.partners_range', { min: type.min_partners, max: type.max_partners }),
    },
    {
      icon: IconBuildingBank,
      text: type.individuals_only ? t('type.individuals_only') : t('type.companies_allowed'),
    },
    {
      icon: IconCash,
      text:
        type.income_cap_mxn === null
          ? t('type.no_income_cap')
          : t('type.income_cap', { amount: formatMoney(type.income_cap_mxn * 100, { wholeUnits: true }) }),
    },
    {
      icon: IconEye,
      text: type.requires_commissary ? t('type.commissary_required') : t('type.commissary_not_required'),
    },
    {
      icon: IconSignature,
      text: societyTypeFormsOnline(type.key) ? t('type.formed_online') : t('type.formed_before_notary'),
    },
  ];
}

/** Step 3: the society type, from the catalogue (names and explanations are translations by key). */
export function TypeOfSocietyPage() {
  const { t } = useTranslation('registration');
  useDocumentTitle(t('steps.names.TypeSociety'));
  const language = useLanguage();
  const navigate = useNavigate();
  const [draft, updateDraft] = useDraft();
  const catalogue = useCatalogue();
  const constraints = useConstraints();
  // The choice lives in the stored draft: the form shows it as it is stored.
  const resolver = useMemo(() => contractResolver(societySchema(catalogue.data)), [catalogue.data]);
  const form = useForm<z.input<SocietySchema>, unknown, z.output<SocietySchema>>({
    resolver,
    values: { company_type: draft.company_type },
  });
  const errorText = useFieldErrorText(form.formState.errors, SOCIETY_ERROR_TEXTS);

  const choose = (key: string) => {
    const type = catalogue.data?.society_types.find((candidate) => candidate.key === key);
    if (type) updateDraft({ company_type: type.key, type_society: type.abbreviation });
  };

  const submit = form.handleSubmit(async () => {
    await navigate(routeUrl(language, 'LegalName'));
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('type.title')}
          </Title>
          <Text c="gray.7" mt="xs">
            {t('type.intro')}
          </Text>
        </div>
        {catalogue.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label={t('type.loading')}>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} h={150} radius="md" />
            ))}
          </Stack>
        ) : catalogue.isError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('type.load_error')}>
            <Button variant="light" color="red" mt="xs" onClick={() => void catalogue.refetch()}>
              {t('actions.retry')}
            </Button>
          </Alert>
        ) : (
          <Controller
            control={form.control}
            name="company_type"
            render={({ field }) => (
              <Radio.Group
                value={field.value}
                onChange={(key) => {
                  choose(key);
                  field.onChange(key);
                }}
                label={t('type.choice_label')}
                description={t('type.help')}
                error={errorText('company_type')}
                name={field.name}
                styles={{ description: { marginBottom: 8 } }}
              >
                <Stack gap="sm">
                  {catalogue.data.society_types.map((type) => (
                    <Radio.Card
                      key={type.key}
                      value={type.key}
                      radius="md"
                      p="md"
                      bg="white"
                      aria-labelledby={`society-${type.key}-title`}
                      aria-describedby={`society-${type.key}-body`}
                    >
                      <Group wrap="nowrap" align="flex-start" gap="md">
                        <Radio.Indicator
                          mt={4}
                          style={
                            draft.company_type === type.key
                              ? undefined
                              : { borderColor: 'var(--mantine-color-gray-6)' }
                          }
                        />
                        <Stack gap={6} style={{ minWidth: 0 }}>
                          <div id={`society-${type.key}-title`}>
                            <Text fw={800} fz="lg" span>
                              {type.abbreviation}
                            </Text>
                            <Text c="gray.7" fz="sm">
                              {t(`type.names.${type.key}`)}
                            </Text>
                          </div>
                          <div id={`society-${type.key}-body`}>
                            <Text fz="sm">{t(`type.summaries.${type.key}`)}</Text>
                            <List spacing={4} fz="sm" mt={6} c="gray.8" listStyleType="none">
                              {constraints(type).map(({ icon: Icon, text }) => (
                                <List.Item
                                  key={text}
                                  icon={<Icon size={16} aria-hidden color="var(--mantine-color-forja-7)" />}
                                >
                                  {text}
                                </List.Item>
                              ))}
                            </List>
                          </div>
                        </Stack>
                      </Group>
                    </Radio.Card>
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
        )}
        <StepActions backTo={routeUrl(language, 'Register')} />
      </Stack>
    </form>
  );
}
