import { formatMoney, relativeTime } from '@forja/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/use-language';

/**
 * Dates (Mexico City time, in the operator's language), money in MXN, how long ago and what an order bought,
 * for the back office.
 */
export function useBackofficeFormats() {
  const { t } = useTranslation('backoffice-companies');
  const { t: tw } = useTranslation('workspace');
  const language = useLanguage();
  return useMemo(() => {
    return {
      dateTime: (value: string) => formatDate(language, 'dayTime', value),
      date: (value: string) => formatDate(language, 'day', value),
      money: (centavos: number) => formatMoney(centavos),
      /** How long since `value`: "3 days", "5 hours"… */
      since: (value: string, now: number = Date.now()) => {
        const elapsed = relativeTime(value, now);
        if (!elapsed) return '—';
        return elapsed.unit === 'day'
          ? t('duration.day')
          : t(`duration.${elapsed.unit}`, { count: elapsed.value });
      },
      /** An order's product by its name in the operator's language; its items as bought when it has none. */
      product: (order: { product_key: string | null; items: readonly string[] }) =>
        tw(`services.products.${order.product_key ?? ''}.name`, { defaultValue: order.items.join(', ') }),
    };
  }, [language, t, tw]);
}
