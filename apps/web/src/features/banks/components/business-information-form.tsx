import {
  SOURCE_OF_FUNDS,
  type BusinessInformation,
  type BusinessInformationBody,
  type BusinessInformationField,
  type Company,
  type PartnerBank,
} from '@forja/contracts';
import { businessInformationMissing, formatMoney, usdCentsFromMxn, type Language } from '@forja/domain';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { formatDay } from '../../../lib/format-date';
import { showError, showSuccess } from '../../../lib/notify';
import { COUNTRY_LIST_COMBOBOX, useCountryOptions } from '../../../lib/countries';
import { useSaveBusinessInformation } from '../api/business-information';
import { useUsdRate } from '../api/usd-rate';
import { partnerName } from '../bank-format';
import {
  MISSING_FIELD_TARGET,
  TAX_ADDRESS_FIELDS,
  businessInformationFormSchema,
  businessInformationValuesFrom,
  NATIONALITIES_MAX,
  fieldId,
  formFieldOfBodyPath,
  volumeCents,
  type BusinessInformationValues,
} from '../business-information-values';
import { TaxAddressFields } from './tax-address-fields';

const HELP_UNDER = ['label', 'input', 'description', 'error'] as (
  'label' | 'input' | 'description' | 'error'
)[];

const fieldText = (field: string) => `banks:form.errors.${field}`;
/** Each field's own text for whatever check failed; the server's codes about the postal code or the partners keep theirs. */
const BUSINESS_INFORMATION_ERROR_TEXTS = {
  ...Object.fromEntries(
    [
      'business_name',
      'website',
      'amazon_website',
      'volume',
      'volume_justification',
      'source_funds',
      'source_funds_other',
      'nationalities',
    ].map((field) => [field, fieldText(field)]),
  ),
  ...Object.fromEntries(TAX_ADDRESS_FIELDS.map((field) => [`tax_address.${field}`, fieldText(field)])),
  'tax_address.postal_code': {
    default: fieldText('postal_code'),
    postal_code_not_found: 'errors:codes.postal_code_not_found',
  },
  partners: {
    default: fieldText('partners'),
    company_partner_not_found: 'errors:codes.company_partner_not_found',
  },
};

type Props = {
  company: Pick<Company, 'id' | 'name' | 'web_site' | 'amazon_customer' | 'partners' | 'formation'>;
  bank: PartnerBank;
  /** What was saved (null: nothing yet). */
  info: BusinessInformation | null;
  language: Language;
  /** The adviser call with the bank: the appointments feature's card, composed by the page. */
  callScheduler: ReactNode;
};

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" gap="md" aria-labelledby={id}>
      <div>
        <Title order={3} fz="md" id={id}>
          {title}
        </Title>
        {intro && (
          <Text size="sm" c="gray.7" mt={2}>
            {intro}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

/** The pesos typed, in dollars at today's rate (or at the rate of the last save when the rate is unavailable). */
function UsdEquivalent({
  volume,
  info,
  language,
}: {
  volume: number | '';
  info: BusinessInformation | null;
  language: Language;
}) {
  const { t } = useTranslation('banks');
  const rate = useUsdRate();
  const cents = volumeCents(volume);
  let line: string;
  if (cents === null || cents === 0) line = t('form.usd_empty');
  else if (rate.data) {
    const usd = usdCentsFromMxn(cents, rate.data.mxn_per_usd);
    line =
      usd === null
        ? t('form.usd_unavailable')
        : t('form.usd_equivalent', {
            amount: formatMoney(usd, { currency: 'USD', language }),
            rate: rate.data.mxn_per_usd.toFixed(2),
            date: formatDay(language, rate.data.as_of),
          }) + (rate.data.source === 'fixed' ? ` ${t('form.rate_fixed')}` : '');
  } else if (rate.isPending) line = t('form.usd_loading');
  else if (info?.expected_annual_volume && info.usd_rate && info.expected_annual_volume_mex?.cents === cents)
    line = t('form.usd_equivalent', {
      amount: formatMoney(info.expected_annual_volume, { language }),
      rate: info.usd_rate.mxn_per_usd.toFixed(2),
      date: formatDay(language, info.usd_rate.as_of),
    });
  else line = t('form.usd_unavailable');
  return (
    <Text
      size="sm"
      fw={cents ? 600 : undefined}
      c={cents ? undefined : 'gray.7'}
      aria-live="polite"
      data-testid="usd-equivalent"
    >
      {line}
    </Text>
  );
}

/** What the bank still needs, each a link to its field; or that the information is complete. */
function MissingFields({
  missing,
  bankName,
  saved,
}: {
  missing: readonly BusinessInformationField[];
  bankName: string;
  saved: boolean;
}) {
  const { t } = useTranslation('banks');
  if (missing.length === 0)
    return (
      <Alert color="teal" icon={<IconCircleCheck size={20} aria-hidden />} title={t('form.complete_title')}>
        {t('form.complete_body', { bank: bankName })}
      </Alert>
    );
  return (
    <Alert
      color="orange"
      icon={<IconAlertCircle size={20} aria-hidden />}
      title={saved ? t('form.missing_title', { count: missing.length }) : t('form.missing_title_new')}
    >
      <Text size="sm" mb={6}>
        {t('form.missing_intro', { bank: bankName })}
      </Text>
      <List size="sm" spacing={2}>
        {missing.map((field) => (
          <List.Item key={field}>
            <Anchor
              href={`#${fieldId(MISSING_FIELD_TARGET[field])}`}
              size="sm"
              onClick={(event) => {
                // Into the field itself, keyboard focus included, without touching the router's URL.
                const target = document.getElementById(fieldId(MISSING_FIELD_TARGET[field]));
                if (!target) return;
                event.preventDefault();
                target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
                target.focus({ preventScroll: true });
              }}
            >
              {t(`form.missing_fields.${field}`)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * The business information the bank asks for (spec section 3), saved as a draft: nothing is required to save,
 * but what is typed must be valid (the contract's schema, as the server checks it). The volume shows its USD
 * equivalent; the tax address looks up the postal code; before the first save the commercial name, website,
 * partners and their nationalities come from the company; the adviser call is booked through the appointments. What is still missing comes from the answer.
 */
export function BusinessInformationForm({ company, bank, info, language, callScheduler }: Props) {
  const { t } = useTranslation('banks');
  const titleId = useId();
  const amazonCustomer = company.amazon_customer;
  const save = useSaveBusinessInformation(company.id);
  const countries = useCountryOptions(language);
  const schema = useMemo(
    () => businessInformationFormSchema(bank.key, { amazonCustomer }),
    [bank.key, amazonCustomer],
  );
  const form = useForm<BusinessInformationValues, unknown, BusinessInformationBody>({
    defaultValues: businessInformationValuesFrom(info, company),
    resolver: contractResolver(schema),
    mode: 'onTouched',
  });
  const errorText = useFieldErrorText(form.formState.errors, BUSINESS_INFORMATION_ERROR_TEXTS);
  const [volume, sourceFunds] = useWatch({ control: form.control, name: ['volume', 'source_funds'] });
  const missing = useMemo(
    () => info?.missing ?? businessInformationMissing(null, { amazonCustomer }),
    [info, amazonCustomer],
  );
  const partnerNationalities = useMemo(
    () => [
      ...new Set(
        company.partners.flatMap((partner) => partner.nationalities.map((entry) => entry.code.toUpperCase())),
      ),
    ],
    [company.partners],
  );

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      showSuccess(
        saved.complete
          ? t('form.saved_complete', { bank: bank.name })
          : t('form.saved_draft', { count: saved.missing.length }),
      );
    } catch (error) {
      // What was typed stays in the form: the field the server refused is marked, the toast says why.
      if (error instanceof ApiError) {
        const code = error.codes[0];
        if (code === 'invalid_zip_code' || code === 'postal_code_not_found')
          form.setError('tax_address.postal_code', { message: code }, { shouldFocus: true });
        else if (code === 'company_partner_not_found') form.setError('partners', { message: code });
        for (const field of error.fields) {
          const target = formFieldOfBodyPath(field.path);
          if (target) form.setError(target, { message: field.code });
        }
      }
      showError(error);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
      <Stack gap="xl">
        <div>
          <Title order={2} fz="lg" id={titleId}>
            {t('form.title')}
          </Title>
          <Text size="sm" c="gray.7" mt={2}>
            {t('form.intro', { bank: bank.name })}
          </Text>
        </div>

        <MissingFields missing={missing} bankName={bank.name} saved={info !== null} />

        <Section title={t('form.business_section')}>
          <Controller
            control={form.control}
            name="business_name"
            render={({ field }) => (
              <TextInput
                {...field}
                id={fieldId('business_name')}
                inputWrapperOrder={HELP_UNDER}
                label={t('form.business_name')}
                description={t('form.business_name_hint')}
                error={errorText(field.name)}
                maxLength={200}
                autoComplete="organization"
              />
            )}
          />
          <Controller
            control={form.control}
            name="website"
            render={({ field }) => (
              <TextInput
                {...field}
                id={fieldId('website')}
                inputWrapperOrder={HELP_UNDER}
                label={t('form.website')}
                description={t('form.website_hint')}
                error={errorText(field.name)}
                type="url"
                inputMode="url"
                maxLength={300}
                autoComplete="url"
              />
            )}
          />
          {amazonCustomer && (
            <Controller
              control={form.control}
              name="amazon_website"
              render={({ field }) => (
                <TextInput
                  {...field}
                  id={fieldId('amazon_website')}
                  inputWrapperOrder={HELP_UNDER}
                  label={t('form.amazon_website')}
                  description={t('form.amazon_website_hint')}
                  error={errorText(field.name)}
                  type="url"
                  inputMode="url"
                  maxLength={300}
                />
              )}
            />
          )}
        </Section>

        <Section title={t('form.money_section')} intro={t('form.money_intro')}>
          <Stack gap={6}>
            <Controller
              control={form.control}
              name="volume"
              render={({ field }) => (
                <NumberInput
                  id={fieldId('volume')}
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={field.value}
                  onChange={(value) =>
                    field.onChange(
                      typeof value === 'number' ? value : value.trim() === '' ? '' : Number(value) || '',
                    )
                  }
                  inputWrapperOrder={HELP_UNDER}
                  label={t('form.volume')}
                  description={t('form.volume_hint')}
                  error={errorText(field.name)}
                  prefix="$"
                  thousandSeparator=","
                  decimalSeparator="."
                  // The comma groups thousands here (1,500,000), as the field writes it: never a decimal point.
                  allowedDecimalSeparators={['.']}
                  decimalScale={2}
                  allowNegative={false}
                  hideControls
                  inputMode="decimal"
                  styles={{ input: { maxWidth: 320 } }}
                />
              )}
            />
            <UsdEquivalent volume={volume} info={info} language={language} />
          </Stack>
          <Controller
            control={form.control}
            name="volume_justification"
            render={({ field }) => (
              <Textarea
                {...field}
                id={fieldId('volume_justification')}
                inputWrapperOrder={HELP_UNDER}
                label={t('form.volume_justification')}
                description={t('form.volume_justification_hint')}
                error={errorText(field.name)}
                rows={3}
                maxLength={1000}
              />
            )}
          />
          <Controller
            control={form.control}
            name="source_funds"
            render={({ field }) => (
              <Select
                id={fieldId('source_funds')}
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                inputWrapperOrder={HELP_UNDER}
                label={t('form.source_funds')}
                description={t('form.source_funds_hint')}
                placeholder={t('form.choose')}
                error={errorText(field.name)}
                data={SOURCE_OF_FUNDS.map((source) => ({
                  value: source,
                  label: t(`form.sources.${source}`),
                }))}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          {sourceFunds === 'other' && (
            <Controller
              control={form.control}
              name="source_funds_other"
              render={({ field }) => (
                <TextInput
                  {...field}
                  id={fieldId('source_funds_other')}
                  label={t('form.source_funds_other')}
                  error={errorText(field.name)}
                  maxLength={200}
                />
              )}
            />
          )}
        </Section>

        <Section title={t('form.address_section')} intro={t('form.address_intro')}>
          <TaxAddressFields form={form} errorText={errorText} />
        </Section>

        <Section title={t('form.partners_section')} intro={t('form.partners_intro', { bank: bank.name })}>
          <Controller
            control={form.control}
            name="partners"
            render={({ field }) =>
              company.partners.length === 0 ? (
                <Text size="sm" id={fieldId('partners')} tabIndex={-1}>
                  {t('form.no_partners')}{' '}
                  <Anchor
                    component={Link}
                    to={routeUrl(language, {
                      name: 'CompanyPartners',
                      params: { company_id: String(company.id) },
                    })}
                  >
                    {t('form.add_partners')}
                  </Anchor>
                </Text>
              ) : (
                <Checkbox.Group
                  id={fieldId('partners')}
                  label={t('form.partners')}
                  description={t('form.partners_hint')}
                  inputWrapperOrder={HELP_UNDER}
                  value={field.value}
                  onChange={field.onChange}
                  error={errorText(field.name)}
                  tabIndex={-1}
                >
                  <Stack gap="xs" mt="xs" mb={4}>
                    {company.partners.map((partner) => (
                      <Checkbox
                        key={partner.id}
                        value={String(partner.id)}
                        label={partnerName(partner)}
                        styles={{ body: { alignItems: 'center', minHeight: 32 } }}
                      />
                    ))}
                  </Stack>
                </Checkbox.Group>
              )
            }
          />
          <Controller
            control={form.control}
            name="nationalities"
            render={({ field }) => (
              <Stack gap={4}>
                <MultiSelect
                  id={fieldId('nationalities')}
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={field.value}
                  onChange={field.onChange}
                  inputWrapperOrder={HELP_UNDER}
                  label={t('form.nationalities')}
                  description={t('form.nationalities_hint')}
                  error={errorText(field.name)}
                  data={countries}
                  searchable
                  maxValues={NATIONALITIES_MAX}
                  hidePickedOptions
                  nothingFoundMessage={t('form.no_country')}
                  comboboxProps={COUNTRY_LIST_COMBOBOX}
                />
                {field.value.length === 0 && partnerNationalities.length > 0 && (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    style={{ alignSelf: 'flex-start' }}
                    onClick={() => field.onChange(partnerNationalities.slice(0, NATIONALITIES_MAX))}
                  >
                    {t('form.use_partner_nationalities')}
                  </Button>
                )}
              </Stack>
            )}
          />
        </Section>

        <Stack gap="xs">
          <Text size="sm" c="gray.7">
            {t('form.call_intro', { bank: bank.name })}
          </Text>
          {callScheduler}
        </Stack>

        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
