import type { Catalogue, Company, Product } from '@forja/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconShoppingBag } from '@tabler/icons-react';
import { formatMoney, ivaPercent, priceLines, societyTypeFormsOnline } from '@forja/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { useCatalogue } from '../api/get-catalogue';
import { routeUrl } from '../../../config/paths';
import type { BuyOption } from '../../../lib/buy-option';
import { buyOption, serviceStatus, type ServiceStatus } from '../services';

/** A product's name and description; for a company formed online (S.A.S.), its own description where one differs. */
function useProductText(formsOnline: boolean) {
  const { t, i18n } = useTranslation('workspace');
  return (product: Product) => {
    const key = `services.products.${product.key}`;
    const known = i18n.exists(`workspace:${key}.name`);
    return {
      name: known ? t(`${key}.name`) : product.item_name,
      description: known
        ? t(formsOnline ? [`${key}.description_online`, `${key}.description`] : `${key}.description`)
        : null,
    };
  };
}

function StatusBadge({ status }: { status: Exclude<ServiceStatus, null> }) {
  const { t } = useTranslation('workspace');
  return (
    <Badge
      radius="sm"
      size="md"
      bg={status === 'contracted' ? 'teal.9' : 'yellow.1'}
      c={status === 'contracted' ? 'white' : 'yellow.9'}
      leftSection={
        status === 'contracted' ? (
          <IconCircleCheck size={14} aria-hidden />
        ) : (
          <IconClockHour4 size={14} aria-hidden />
        )
      }
    >
      {t(`services.status.${status}`)}
    </Badge>
  );
}

function ProductCard(props: {
  product: Product;
  catalogue: Catalogue;
  status: ServiceStatus;
  /** Where Buy leads (shown while the product is not contracted). */
  buy: BuyOption;
  /** The company is formed online (S.A.S.). */
  formsOnline: boolean;
}) {
  const { t } = useTranslation('workspace');
  const text = useProductText(props.formsOnline)(props.product);
  const lines = priceLines(props.product.price_centavos, props.catalogue.iva_basis_points);
  return (
    <Card component="li" withBorder radius="lg" p="md">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="md">
            {text.name}
          </Title>
          {props.status && <StatusBadge status={props.status} />}
        </Group>
        {text.description && (
          <Text fz="sm" c="gray.7">
            {text.description}
          </Text>
        )}
        <Box mt="auto">
          <Text fz="xs" fw={700} tt="uppercase" c="gray.7">
            {props.product.recurring === 'year' ? t('services.per_year') : t('services.one_off')}
          </Text>
          <Stack component="dl" gap={2} m={0} mt={4}>
            {(
              [
                ['price', t('services.price'), lines.subtotal_centavos],
                [
                  'iva',
                  t('services.iva', { percent: ivaPercent(lines.iva_basis_points) }),
                  lines.iva_centavos,
                ],
              ] as const
            ).map(([key, label, amount]) => (
              <Group key={key} justify="space-between" gap="xs">
                <Text component="dt" fz="sm" c="gray.8">
                  {label}
                </Text>
                <Text component="dd" fz="sm" m={0} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(amount)}
                </Text>
              </Group>
            ))}
            <Group
              justify="space-between"
              gap="xs"
              pt={4}
              mt={2}
              style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Text component="dt" fw={700}>
                {t('services.total')}
              </Text>
              <Text component="dd" fw={700} m={0} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(lines.total_centavos)}
              </Text>
            </Group>
          </Stack>
        </Box>
        {!props.status && props.buy.kind === 'link' && (
          <Button
            component={Link}
            to={props.buy.href}
            fullWidth
            leftSection={<IconShoppingBag size={18} aria-hidden />}
            aria-label={t('services.buy_named', { name: text.name })}
          >
            {t('services.buy')}
          </Button>
        )}
        {!props.status && props.buy.kind === 'blocked' && (
          <Text fz="sm" fw={600} c="gray.8">
            {t(`services.blocked.${props.buy.reason}`)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The services of the catalogue (`GET catalogue`) with their prices (IVA on its own line), marked contracted
 * when an order or subscription of the company carries the product's item name; the others lead to the
 * checkout that sells them.
 */
export function ServiceCatalogue({ company }: { company: Company }) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const catalogue = useCatalogue();

  if (catalogue.isPending) {
    return (
      <Center py="xl">
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('services.loading')}</Text>
        </Group>
      </Center>
    );
  }

  const products = catalogue.data?.products ?? [];
  if (catalogue.isError || products.length === 0 || !catalogue.data) {
    return (
      <Card withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconShoppingBag size={30} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {t('services.empty_title')}
          </Title>
          <Text c="gray.7" maw={440}>
            {catalogue.isError ? t('services.error') : t('services.empty_body')}
          </Text>
          <Button variant="light" onClick={() => void catalogue.refetch()} loading={catalogue.isFetching}>
            {t('services.retry')}
          </Button>
        </Stack>
      </Card>
    );
  }

  const data = catalogue.data;
  const entries = products.map((product) => ({
    product,
    status: serviceStatus(company, product),
    buy: buyOption(language, company, data, product.key),
  }));
  const formsOnline = societyTypeFormsOnline(company.company_type);
  const contracted = entries.filter((entry) => entry.status !== null);
  const available = entries.filter((entry) => entry.status === null && entry.buy.kind !== 'hidden');

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('services.contracted_title')}
        </Title>
        {contracted.length === 0 ? (
          <Card withBorder radius="lg" p="md" bg="white">
            <Text c="gray.7">{t('services.contracted_empty')}</Text>
          </Card>
        ) : (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2 }}
            spacing="md"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {contracted.map(({ product, status, buy }) => (
              <ProductCard
                key={product.key}
                product={product}
                catalogue={data}
                status={status}
                buy={buy}
                formsOnline={formsOnline}
              />
            ))}
          </SimpleGrid>
        )}
        <YearlyServicesPayment company={company} />
      </Stack>
      {available.length > 0 && (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('services.available_title')}
          </Title>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2 }}
            spacing="md"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {available.map(({ product, status, buy }) => (
              <ProductCard
                key={product.key}
                product={product}
                catalogue={data}
                status={status}
                buy={buy}
                formsOnline={formsOnline}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The way to the page that shows the yearly services' card and renewals (payment_status_complement): a red
 * notice with "Change card" when a renewal could not be charged, otherwise a plain link. Nothing without a
 * yearly service.
 */
function YearlyServicesPayment({ company }: { company: Company }) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  if (company.subscriptions.length === 0) return null;
  const href = routeUrl(language, { name: 'PaymentUpdate', params: { company_id: String(company.id) } });
  if (company.subscriptions.some((subscription) => subscription.status === 'past_due')) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('services.past_due_title')}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('services.past_due_body')}</Text>
          <Button component={Link} to={href} color="red">
            {t('services.change_card')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Anchor component={Link} to={href} fw={600}>
      {t('services.manage_payments')}
    </Anchor>
  );
}
