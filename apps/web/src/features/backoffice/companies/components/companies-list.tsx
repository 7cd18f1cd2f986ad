import type { BackofficeCompanyItem } from '@forja/contracts';
import { displayPhone } from '@forja/domain';
import { Anchor, Card, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../../lib/use-language';
import { backofficePath } from '../../navigation';
import { useBackofficeFormats } from '../format';
import { StepBadges } from './step-badges';

/** Long names and e-mails break anywhere rather than widen the page. */
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/** What each view shows of a company, worded once. */
function useCompanyTexts() {
  const { t } = useTranslation('backoffice-companies');
  const language = useLanguage();
  const format = useBackofficeFormats();
  return {
    title: (item: BackofficeCompanyItem) => item.legal_name ?? item.name ?? t('list.unnamed'),
    // The trade name beside the legal name the title shows, when it is another name.
    codes: (item: BackofficeCompanyItem) =>
      [item.friendly_id, item.legal_name && item.name !== item.legal_name && item.name]
        .filter(Boolean)
        .join(' · '),
    contact: (item: BackofficeCompanyItem) =>
      [item.founder.email, item.founder.phone && displayPhone(item.founder.phone).text]
        .filter(Boolean)
        .join(' · '),
    link: (item: BackofficeCompanyItem) => backofficePath(language, `companies/${item.id}`),
    onStep: (item: BackofficeCompanyItem) => format.since(item.step_since),
    since: (item: BackofficeCompanyItem) => t('list.since', { date: format.date(item.step_since) }),
    created: (item: BackofficeCompanyItem) => format.date(item.created_at),
  };
}

/**
 * The companies of a page: a table once the content beside the side menu is wide enough for its five columns;
 * below that (a phone, a tablet, a narrow window) one card per company with its name, step and who it waits on
 * first, so nothing is off to the side.
 */
export function CompaniesList({ items }: { items: BackofficeCompanyItem[] }) {
  const wide = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  return wide ? <CompaniesTable items={items} /> : <CompanyCards items={items} />;
}

function CompaniesTable({ items }: { items: BackofficeCompanyItem[] }) {
  const { t } = useTranslation('backoffice-companies');
  const text = useCompanyTexts();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped withTableBorder verticalSpacing="sm" aria-label={t('list.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.company')}</Table.Th>
            <Table.Th>{t('list.founder')}</Table.Th>
            <Table.Th>{t('list.current_step')}</Table.Th>
            <Table.Th>{t('list.on_step')}</Table.Th>
            <Table.Th>{t('list.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td maw={280}>
                <Anchor component={Link} to={text.link(item)} fw={600} size="sm" style={WRAP_ANYWHERE}>
                  {text.title(item)}
                </Anchor>
                <Text size="xs" c="gray.7">
                  {text.codes(item)}
                </Text>
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm">{item.founder.name || '—'}</Text>
                <Text size="xs" c="gray.7" style={WRAP_ANYWHERE}>
                  {text.contact(item)}
                </Text>
              </Table.Td>
              <Table.Td>
                <StepBadges
                  step={item.step}
                  waitsOn={item.waits_on}
                  path={item.path}
                  companyType={item.company_type}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {text.onStep(item)}
                </Text>
                <Text size="xs" c="gray.7">
                  {text.since(item)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{text.created(item)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CompanyCards({ items }: { items: BackofficeCompanyItem[] }) {
  const { t } = useTranslation('backoffice-companies');
  const text = useCompanyTexts();
  return (
    <Stack gap="sm" component="ul" aria-label={t('list.title')} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Card key={item.id} withBorder radius="lg" p="md" component="li">
          <Stack gap={6}>
            <div>
              <Anchor
                component={Link}
                to={text.link(item)}
                fw={700}
                display="inline-block"
                mih={44}
                py={10}
                // The tap target's padding reaches into the card's own: the name lines up with the card's edge.
                mt={-10}
                style={WRAP_ANYWHERE}
              >
                {text.title(item)}
              </Anchor>
              <Text size="xs" c="gray.7" style={WRAP_ANYWHERE}>
                {text.codes(item)}
              </Text>
            </div>
            <StepBadges
              step={item.step}
              waitsOn={item.waits_on}
              path={item.path}
              companyType={item.company_type}
            />
            <Text size="sm">
              {t('list.on_step_for', { time: text.onStep(item) })}{' '}
              <Text span size="xs" c="gray.7">
                {text.since(item)}
              </Text>
            </Text>
            <div>
              <Text size="sm">
                {t('list.founder')}: {item.founder.name || '—'}
              </Text>
              <Text size="xs" c="gray.7" style={WRAP_ANYWHERE}>
                {text.contact(item)}
              </Text>
            </div>
            <Text size="xs" c="gray.7">
              {t('list.created_on', { date: text.created(item) })}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
