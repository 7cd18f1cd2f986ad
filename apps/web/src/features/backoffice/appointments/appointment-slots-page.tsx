import {
  APPOINTMENT_TYPES,
  type AppointmentTypeName,
  type BackofficeAppointmentSlot,
  type PublishAppointmentSlotsBody,
} from '@forja/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { MEXICO_CITY } from '../../../lib/format-date';
import { errorText, showError, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { formatLongDay, formatTimeRange } from '../../appointments/appointment-time';
import { backofficePath } from '../navigation';
import {
  appointmentSlotsQueryOptions,
  usePublishAppointmentSlots,
  useWithdrawAppointmentSlot,
} from './api/appointment-slots';

const LENGTHS = [30, 45, 60, 90, 120];

type FormState = {
  type: AppointmentTypeName;
  date: string;
  start_hour: number | string;
  end_hour: number | string;
  length_minutes: string;
  location: string;
};

/** The form that publishes one day's slots of a type, hours in Mexico City. */
function PublishForm() {
  const { t } = useTranslation('backoffice-appointments');
  const { t: tTypes } = useTranslation('appointments');
  const publish = usePublishAppointmentSlots();
  const [form, setForm] = useState<FormState>({
    type: 'efirma',
    date: '',
    start_hour: 9,
    end_hour: 14,
    length_minutes: '60',
    location: '',
  });
  const [error, setError] = useState<string | null>(null);
  const set = <Key extends keyof FormState>(key: Key, value: FormState[Key]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body: PublishAppointmentSlotsBody = {
      type: form.type,
      date: form.date,
      start_hour: Number(form.start_hour),
      end_hour: Number(form.end_hour),
      length_minutes: Number(form.length_minutes),
      location: form.location.trim(),
      time_zone: MEXICO_CITY,
    };
    try {
      const result = await publish.mutateAsync(body);
      showSuccess(
        [
          t('published_toast', { count: result.created.length }),
          result.skipped > 0 ? t('skipped', { count: result.skipped }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setError(errorText(failure.codes[0]));
      else showError(failure);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="publish-slots">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="lg" id="publish-slots">
            {t('publish_title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('time_zone_note')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('type')}
              data={APPOINTMENT_TYPES.map((type) => ({ value: type, label: tTypes(`types.${type}`) }))}
              value={form.type}
              onChange={(value) => value && set('type', value)}
              allowDeselect={false}
              required
            />
            <TextInput
              label={t('date')}
              type="date"
              value={form.date}
              onChange={(event) => set('date', event.currentTarget.value)}
              required
            />
            <NumberInput
              label={t('start_hour')}
              min={0}
              max={23}
              value={form.start_hour}
              onChange={(value) => set('start_hour', value)}
              required
            />
            <NumberInput
              label={t('end_hour')}
              min={1}
              max={24}
              value={form.end_hour}
              onChange={(value) => set('end_hour', value)}
              required
            />
            <Select
              label={t('length')}
              data={LENGTHS.map((minutes) => ({
                value: String(minutes),
                label: t('minutes', { count: minutes }),
              }))}
              value={form.length_minutes}
              onChange={(value) => value && set('length_minutes', value)}
              allowDeselect={false}
              required
            />
          </SimpleGrid>
          <Textarea
            label={t('location')}
            description={t('location_help')}
            value={form.location}
            onChange={(event) => set('location', event.currentTarget.value)}
            rows={2}
            maxLength={500}
            required
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button
            type="submit"
            loading={publish.isPending}
            disabled={!form.date || form.location.trim().length < 3}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('publish')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** Back office: publish appointment slots per type and day, see the upcoming ones and who booked, withdraw free ones. */
export function AppointmentSlotsPage() {
  const { t } = useTranslation('backoffice-appointments');
  const { t: tTypes } = useTranslation('appointments');
  const language = useLanguage();
  useDocumentTitle(t('title'));
  const [filter, setFilter] = useState<AppointmentTypeName | 'all'>('all');
  const list = useQuery(appointmentSlotsQueryOptions(filter === 'all' ? null : filter));
  const withdraw = useWithdrawAppointmentSlot();
  const [withdrawing, setWithdrawing] = useState<BackofficeAppointmentSlot | null>(null);

  const when = (slot: BackofficeAppointmentSlot) =>
    `${formatLongDay(language, slot.starts_at, MEXICO_CITY)}, ${formatTimeRange(
      language,
      slot.starts_at,
      slot.ends_at,
      MEXICO_CITY,
    )}`;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('intro')}
        </Text>
      </div>
      <PublishForm />
      <Stack gap="sm" component="section" aria-labelledby="upcoming-slots">
        <Title order={2} fz="lg" id="upcoming-slots">
          {t('list_title')}
        </Title>
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value)}
          data={[
            { value: 'all', label: t('filter_all') },
            ...APPOINTMENT_TYPES.map((type) => ({ value: type, label: tTypes(`types.${type}`) })),
          ]}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          orientation="horizontal"
        />
        {list.isPending && (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text c="gray.7">{t('loading')}</Text>
          </Group>
        )}
        {list.isError && (
          <Alert color="red" role="alert">
            {errorText(list.error instanceof ApiError ? list.error.codes[0] : undefined)}
          </Alert>
        )}
        {list.data && list.data.length === 0 && <Text c="gray.7">{t('empty')}</Text>}
        {list.data && list.data.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label={t('table_label')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('when')}</Table.Th>
                  <Table.Th>{t('type')}</Table.Th>
                  <Table.Th>{t('where')}</Table.Th>
                  <Table.Th>{t('booking')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((slot) => (
                  <Table.Tr key={slot.id}>
                    <Table.Td>
                      <Text size="sm">{when(slot)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{tTypes(`types.${slot.type}`)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {slot.location}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {slot.booking ? (
                        <Anchor
                          component={Link}
                          to={backofficePath(language, `companies/${slot.booking.company_id}`)}
                          size="sm"
                        >
                          {slot.booking.company_name}
                        </Anchor>
                      ) : (
                        <Group gap="xs" wrap="wrap">
                          <Badge
                            variant="light"
                            color="gray"
                            c="gray.9"
                            radius="sm"
                            style={{ textTransform: 'none' }}
                          >
                            {t('free')}
                          </Badge>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red.8"
                            onClick={() => setWithdrawing(slot)}
                            aria-label={`${t('withdraw')}: ${when(slot)}`}
                          >
                            {t('withdraw')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal
        opened={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        title={t('withdraw_title')}
        centered
      >
        <Stack gap="md">
          {withdrawing && (
            <Text size="sm" fw={600}>{`${tTypes(`types.${withdrawing.type}`)} · ${when(withdrawing)}`}</Text>
          )}
          <Text size="sm">{t('withdraw_body')}</Text>
          <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
            <Button variant="subtle" onClick={() => setWithdrawing(null)}>
              {t('withdraw_keep')}
            </Button>
            <Button
              color="red.8"
              loading={withdraw.isPending}
              onClick={() => {
                const target = withdrawing;
                setWithdrawing(null);
                if (!target) return;
                withdraw.mutate(target.id, {
                  onSuccess: () => showSuccess(t('withdrawn_toast')),
                  onError: (failure) => showError(failure),
                });
              }}
            >
              {t('withdraw_confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
