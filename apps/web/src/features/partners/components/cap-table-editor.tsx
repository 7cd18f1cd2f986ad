import {
  ActionIcon,
  Box,
  Button,
  Card,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { isEmailShape, type Language } from '@forja/domain';
import { IconAlertTriangle, IconPlus, IconTrash, IconUserCheck } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_PARTNERS,
  MAX_SERIES,
  addSelfPartner,
  draftHasEmail,
  newPartner,
  newSeries,
  type CapTableDraft,
  type DraftUpdate,
  type PartnerDraft,
  type SelfPartner,
  type SeriesDraft,
} from '../cap-table-model';
import { COUNTRY_LIST_COMBOBOX, useCountryOptions } from '../../../lib/countries';
import { equityContext } from '../../../lib/equity-context';
import { FixedCapitalSection } from './fixed-capital-section';

export type { DraftUpdate } from '../cap-table-model';

/** A partner's name or e-mail input, by the partner's key, for the form to focus the first one to fix. */
export type PartnerFieldRef = (
  partnerKey: string,
  field: 'name' | 'email',
  element: HTMLInputElement | null,
) => void;

const SHARE_CLASSES = ['ordinary', 'preferred'] as const;

type Props = {
  draft: CapTableDraft;
  update: DraftUpdate;
  /** Show the fields' problems (after a first attempt to save). */
  showErrors: boolean;
  /** The society type admits individuals only (S.A.S.). */
  individualsOnly: boolean;
  language: Language;
  disabled?: boolean;
  /** The signed-in user, offered as a partner ("I am a partner") while not in the cap table. */
  self?: SelfPartner | null;
  /** A stable callback (the cards are memoised). */
  fieldRef?: PartnerFieldRef;
  /**
   * The society type: an S. de R.L. ('srl') has partes sociales, one class without series (the draft has one,
   * see draftWithOneClass), and its texts say so; the fixed capital's section (shown when the draft carries
   * `fixed_capital`) follows it too.
   */
  companyType?: string | null;
};

const asNumber = (value: number | string): number | '' => (typeof value === 'number' ? value : '');

function SeriesCard({
  series,
  onChange,
  onRemove,
  disabled,
}: {
  series: SeriesDraft;
  onChange: (next: SeriesDraft) => void;
  onRemove?: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('partners');
  const classes: string[] = [...SHARE_CLASSES];
  if (!classes.includes(series.share_class)) classes.push(series.share_class);
  return (
    <Card withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" gap="xs" wrap="nowrap" mb="xs">
        <Title order={3} fz="md">
          {t('cap_table.series_name', { name: series.name })}
        </Title>
        {onRemove && (
          <Tooltip label={t('cap_table.remove_series', { name: series.name })}>
            <ActionIcon
              variant="subtle"
              color="red"
              c="red.9"
              size={44}
              onClick={onRemove}
              disabled={disabled}
              aria-label={t('cap_table.remove_series', { name: series.name })}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t('cap_table.share_class', { name: series.name })}
          data={classes.map((value) => ({
            value,
            label: t(`cap_table.share_classes.${value}`, { defaultValue: value }),
          }))}
          value={series.share_class}
          onChange={(value) => value && onChange({ ...series, share_class: value })}
          allowDeselect={false}
          disabled={disabled}
          comboboxProps={{ withinPortal: true }}
        />
        <NumberInput
          label={t('cap_table.nominal_value', { name: series.name })}
          description={t('cap_table.nominal_value_hint')}
          prefix="$"
          thousandSeparator=","
          decimalScale={2}
          fixedDecimalScale
          min={0.01}
          allowNegative={false}
          value={series.nominal_value}
          onChange={(value) => onChange({ ...series, nominal_value: asNumber(value) })}
          disabled={disabled}
        />
      </SimpleGrid>
    </Card>
  );
}

/** What is wrong with a partner's fields (the percentages are the summary's business). */
export function partnerFieldErrors(partner: PartnerDraft, t: (key: string) => string) {
  const errors: { name?: string; email?: string } = {};
  if (partner.name.trim() === '') errors.name = t('cap_table.name_required');
  if (partner.email.trim() !== '' && !isEmailShape(partner.email))
    errors.email = t('cap_table.email_invalid');
  return errors;
}

const PartnerCard = memo(function PartnerCard({
  index,
  partner,
  series,
  showErrors,
  update,
  individualsOnly,
  language,
  disabled,
  isSelf,
  fieldRef,
  context,
}: {
  index: number;
  partner: PartnerDraft;
  series: readonly SeriesDraft[];
  showErrors: boolean;
  update: DraftUpdate;
  individualsOnly: boolean;
  language: Language;
  disabled?: boolean;
  /** The row is the signed-in user's own. */
  isSelf: boolean;
  fieldRef?: PartnerFieldRef;
  /** The texts' context: 'parts' for partes sociales (equityContext). */
  context?: string;
}) {
  const { t } = useTranslation('partners');
  const countries = useCountryOptions(language);
  const errors = showErrors ? partnerFieldErrors(partner, t) : undefined;
  const onChange = (next: PartnerDraft) =>
    update((before) => ({
      ...before,
      partners: before.partners.map((entry) => (entry.key === partner.key ? next : entry)),
    }));
  const onRemove = () =>
    update((before) => ({
      ...before,
      partners: before.partners.filter((entry) => entry.key !== partner.key),
    }));
  const label = partner.name.trim() || t('cap_table.partner_n', { n: index + 1 });
  const noPercentage = series.every((entry) => {
    const value = partner.percentages[entry.key];
    return value === '' || value === undefined;
  });
  return (
    <Box component="li">
      <Fieldset
        legend={
          <Text span fw={700}>
            {label}
          </Text>
        }
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        disabled={disabled}
      >
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            value={partner.is_moral_person ? 'moral' : 'person'}
            onChange={(value) => onChange({ ...partner, is_moral_person: value === 'moral' })}
            data={[
              { value: 'person', label: t('cap_table.kind_person') },
              { value: 'moral', label: t('cap_table.kind_moral'), disabled: individualsOnly },
            ]}
            aria-label={t('cap_table.kind_label', { name: label })}
          />
          <Text size="xs" c="gray.7" mt={-6}>
            {individualsOnly ? t('cap_table.kind_individuals_only') : t('cap_table.kind_hint')}
          </Text>
          <TextInput
            ref={(element) => fieldRef?.(partner.key, 'name', element)}
            label={partner.is_moral_person ? t('cap_table.legal_name') : t('cap_table.full_name')}
            value={partner.name}
            onChange={(event) => onChange({ ...partner, name: event.currentTarget.value })}
            error={errors?.name}
            required
            autoComplete="off"
            maxLength={200}
          />
          <TextInput
            ref={(element) => fieldRef?.(partner.key, 'email', element)}
            label={t('cap_table.email')}
            description={t('cap_table.email_hint')}
            type="email"
            value={partner.email}
            onChange={(event) => onChange({ ...partner, email: event.currentTarget.value })}
            error={errors?.email}
            autoComplete="off"
            maxLength={254}
          />
          <MultiSelect
            label={t('cap_table.nationalities')}
            description={t('cap_table.nationalities_hint')}
            data={countries}
            value={partner.nationalities}
            onChange={(value) => onChange({ ...partner, nationalities: value })}
            searchable
            maxValues={5}
            hidePickedOptions
            nothingFoundMessage={t('cap_table.no_country')}
            comboboxProps={COUNTRY_LIST_COMBOBOX}
          />
          <SimpleGrid cols={{ base: series.length > 1 ? 2 : 1, sm: Math.min(series.length, 3) }} spacing="sm">
            {series.map((entry) => (
              <NumberInput
                key={entry.key}
                label={t('cap_table.percentage_in', { series: entry.name, context })}
                suffix=" %"
                decimalScale={2}
                min={0}
                max={100}
                allowNegative={false}
                clampBehavior="strict"
                value={partner.percentages[entry.key] ?? ''}
                onChange={(value) =>
                  onChange({
                    ...partner,
                    percentages: { ...partner.percentages, [entry.key]: asNumber(value) },
                  })
                }
              />
            ))}
          </SimpleGrid>
          {noPercentage && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconAlertTriangle
                size={18}
                color="var(--mantine-color-orange-8)"
                aria-hidden
                style={{ flexShrink: 0 }}
              />
              <Text size="sm" c="gray.9">
                {partner.id !== undefined
                  ? t('cap_table.legacy_partner')
                  : isSelf
                    ? t('cap_table.i_am_partner_hint')
                    : t('cap_table.needs_percentage', { context })}
              </Text>
            </Group>
          )}
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={onRemove}
              // A long name wraps on a phone instead of being cut.
              h="auto"
              mih={44}
              py={8}
              maw="100%"
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3 } }}
            >
              {t('cap_table.remove_partner', { name: label })}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </Box>
  );
});

/**
 * The cap table's fields: share series (class, nominal value) and partners with their percentages in each; for
 * an S. de R.L., partners with their percentage of the capital (their parte social), without series.
 */
export function CapTableEditor({
  draft,
  update,
  showErrors,
  individualsOnly,
  language,
  disabled,
  self,
  fieldRef,
  companyType,
}: Props) {
  const { t } = useTranslation('partners');
  const context = equityContext(companyType);
  // Partes sociales come in no series: the series (class, nominal value) are a society by shares' only.
  const withSeries = context !== 'parts';
  const offerSelf = self && self.name !== '' && !draftHasEmail(draft, self.email);
  const sameAsSelf = (partner: PartnerDraft) =>
    Boolean(self) && partner.email.trim().toLowerCase() === self?.email.trim().toLowerCase();

  const updateSeries = (key: string, next: SeriesDraft) =>
    update((before) => ({
      ...before,
      series: before.series.map((entry) => (entry.key === key ? next : entry)),
    }));
  const removeSeries = (key: string) =>
    update((before) => ({
      ...before,
      series: before.series.filter((entry) => entry.key !== key),
      partners: before.partners.map((partner) => {
        const percentages = { ...partner.percentages };
        delete percentages[key];
        return { ...partner, percentages };
      }),
    }));

  return (
    <Stack gap="xl">
      {withSeries && (
        <section aria-labelledby="cap-table-series">
          <Stack gap="sm">
            <div>
              <Title order={2} fz="lg" id="cap-table-series">
                {t('cap_table.series_title')}
              </Title>
              <Text size="sm" c="gray.7">
                {t('cap_table.series_explain')}
              </Text>
            </div>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {draft.series.map((series) => (
                <SeriesCard
                  key={series.key}
                  series={series}
                  disabled={disabled}
                  onChange={(next) => updateSeries(series.key, next)}
                  onRemove={draft.series.length > 1 ? () => removeSeries(series.key) : undefined}
                />
              ))}
            </Stack>
            {draft.series.length < MAX_SERIES && (
              <Group>
                <Button
                  variant="default"
                  leftSection={<IconPlus size={18} aria-hidden />}
                  disabled={disabled}
                  onClick={() =>
                    update((before) => ({ ...before, series: [...before.series, newSeries(before.series)] }))
                  }
                >
                  {t('cap_table.add_series')}
                </Button>
              </Group>
            )}
          </Stack>
        </section>
      )}

      {draft.fixed_capital !== undefined && (
        <FixedCapitalSection
          draft={draft}
          update={update}
          companyType={companyType}
          language={language}
          showErrors={showErrors}
          disabled={disabled}
        />
      )}

      <section aria-labelledby="cap-table-partners">
        <Stack gap="sm">
          <div>
            <Title order={2} fz="lg" id="cap-table-partners">
              {t('cap_table.partners_title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('cap_table.partners_explain', { context })}
            </Text>
          </div>
          {draft.partners.length === 0 && (
            <Card withBorder radius="md" p="md" bg="gray.0">
              <Text size="sm">{t('cap_table.empty')}</Text>
            </Card>
          )}
          <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {draft.partners.map((partner, index) => (
              <PartnerCard
                key={partner.key}
                index={index}
                partner={partner}
                series={draft.series}
                showErrors={showErrors}
                update={update}
                individualsOnly={individualsOnly}
                language={language}
                disabled={disabled}
                isSelf={sameAsSelf(partner)}
                fieldRef={fieldRef}
                context={context}
              />
            ))}
          </Stack>
          {draft.partners.length < MAX_PARTNERS && (
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus size={18} aria-hidden />}
                disabled={disabled}
                onClick={() =>
                  update((before) => ({ ...before, partners: [...before.partners, newPartner()] }))
                }
              >
                {t('cap_table.add_partner')}
              </Button>
              {offerSelf && (
                <Button
                  variant="light"
                  leftSection={<IconUserCheck size={18} aria-hidden />}
                  disabled={disabled}
                  onClick={() => update((before) => addSelfPartner(before, self))}
                >
                  {t('cap_table.i_am_partner')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
