import { Alert, Card, List, NumberInput, Stack, Text, Title } from '@mantine/core';
import { capitalEquityOf, formatLocale, formatMoney, type Language } from '@forja/domain';
import { IconCash } from '@tabler/icons-react';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { equityContext } from '../../../lib/equity-context';
import {
  capitalPreview,
  fixedCapitalProblemOf,
  type CapTableDraft,
  type DraftUpdate,
  type PartnerDraft,
} from '../cap-table-model';

type Props = {
  draft: CapTableDraft;
  update: DraftUpdate;
  /** The society type ('srl': partes sociales; otherwise shares). */
  companyType: string | null | undefined;
  language: Language;
  showErrors: boolean;
  disabled?: boolean;
};

const MIN_PESOS = 1_000;
/** The input's id, for the form to focus it when it is what blocks the save. */
export const FIXED_CAPITAL_INPUT_ID = 'cap-table-fixed-capital';

/**
 * «Capital social mínimo fijo»: the amount the founder chooses (MXN 50,000 unless they change it) and, computed
 * with the domain's computeFixedCapital as the articles compute it, what the articles will say: the capital,
 * each partner's contribution, and that each partner declares in them having paid it in cash.
 */
export function FixedCapitalSection({ draft, update, companyType, language, showErrors, disabled }: Props) {
  const { t } = useTranslation(['partners', 'errors']);
  const shown = useDeferredValue(draft);
  const preview = useMemo(() => capitalPreview(shown, companyType), [shown, companyType]);
  const problem = fixedCapitalProblemOf(draft);
  const parts = capitalEquityOf(companyType) === 'parts';
  const money = (centavos: number) => formatMoney(centavos, { language });
  const nameOf = (partner: PartnerDraft, index: number) =>
    partner.name.trim() || t('cap_table.partner_n', { n: index + 1 });

  return (
    <section aria-labelledby="cap-table-capital">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="cap-table-capital">
            {t('capital.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {parts ? t('capital.explain_parts') : t('capital.explain_shares')}
          </Text>
        </div>
        <NumberInput
          id={FIXED_CAPITAL_INPUT_ID}
          label={t('capital.input_label')}
          description={t('capital.input_hint')}
          prefix="$"
          suffix=" MXN"
          thousandSeparator=","
          allowDecimal={false}
          allowNegative={false}
          min={MIN_PESOS}
          clampBehavior="none"
          value={draft.fixed_capital ?? ''}
          onChange={(value) =>
            update((before) => ({ ...before, fixed_capital: typeof value === 'number' ? value : '' }))
          }
          error={showErrors && problem ? t(`errors:codes.${problem}`) : undefined}
          disabled={disabled}
          maw={360}
        />
        <Card withBorder radius="md" p="md" bg="gray.0" aria-live="polite">
          {problem ? (
            // An amount the articles cannot take (below the minimum, too large): no preview of another amount.
            <Text size="sm">{t('capital.preview_invalid')}</Text>
          ) : preview.totalAmount === 0 ? (
            <Text size="sm">{t('capital.preview_empty')}</Text>
          ) : (
            <Stack gap="xs">
              <Text size="sm" fw={700}>
                {t('capital.preview_title', { amount: money(preview.totalAmount) })}
              </Text>
              {preview.adjusted && (
                <Text size="sm" c="gray.9">
                  {t('capital.preview_adjusted', {
                    target: money(preview.targetCentavos),
                    amount: money(preview.totalAmount),
                    // Partes sociales have no nominal value to change on the page.
                    context: equityContext(companyType),
                  })}
                </Text>
              )}
              <List size="sm" spacing={4}>
                {preview.partners.map((entry, index) => {
                  const partner = shown.partners[index];
                  if (!partner) return null;
                  const name = nameOf(partner, index);
                  return (
                    <List.Item key={partner.key}>
                      {entry.issued.length === 0
                        ? t('capital.preview_partner_pending', { name })
                        : parts
                          ? t('capital.preview_partner_part', { name, amount: money(entry.amount) })
                          : t('capital.preview_partner_shares', {
                              name,
                              count: entry.count,
                              shares: new Intl.NumberFormat(formatLocale(language)).format(entry.count),
                              amount: money(entry.amount),
                            })}
                    </List.Item>
                  );
                })}
              </List>
            </Stack>
          )}
        </Card>
        <Alert color="orange" variant="light" icon={<IconCash aria-hidden />} title={t('capital.cash_title')}>
          <Text size="sm" c="gray.9">
            {t('capital.cash_body')}
          </Text>
        </Alert>
      </Stack>
    </section>
  );
}
