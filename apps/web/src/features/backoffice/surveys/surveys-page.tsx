import { formatLocale } from '@forja/domain';
import {
  Alert,
  Card,
  Group,
  Loader,
  NativeSelect,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { StatCard, StatCards, useWideReport } from '../components/stat-list';
import { surveyReportQueryOptions } from './surveys';

const WEEK_CHOICES = [4, 8, 12, 26];

/** A week someone answered or dismissed the survey in. */
const answered = (week: { responses: number; dismissed: number }) => week.responses > 0 || week.dismissed > 0;

/**
 * Encuestas: the satisfaction score after payment and after signing, by week (responses, average, the split
 * by band and, on the 0-10 scale, the NPS = % promoters − % detractors), and the latest comments.
 */
export function SurveysPage() {
  const { t } = useTranslation('backoffice-surveys');
  useDocumentTitle(t('title'));
  const language = useLanguage();
  const [weeks, setWeeks] = useState(12);
  const report = useQuery(surveyReportQueryOptions(weeks));
  const wide = useWideReport();
  const number = new Intl.NumberFormat(formatLocale(language), {
    maximumFractionDigits: 2,
  });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {t('title')}
        </Title>
        <Text c="gray.7" fz="sm">
          {t('intro')}
        </Text>
      </Stack>
      <Group>
        <NativeSelect
          label={t('weeks')}
          value={String(weeks)}
          onChange={(event) => setWeeks(Number(event.currentTarget.value))}
          data={WEEK_CHOICES.map((value) => ({
            value: String(value),
            label: t('weeks_option', { count: value }),
          }))}
        />
      </Group>
      {report.isPending ? (
        <Loader role="status" aria-label={t('loading')} />
      ) : report.isError ? (
        <Alert color="red" variant="light">
          {t('load_failed')}
        </Alert>
      ) : (
        <>
          {!wide &&
            // On a phone each week of a step that someone answered or dismissed is a card (responses, average,
            // bands, NPS) rather than a table to scroll sideways; a week of zeros would only lengthen the page.
            report.data.steps.map((step) => (
              <Stack key={step.step} gap="xs" component="section" aria-labelledby={`survey-${step.step}`}>
                <Title order={2} fz={18} id={`survey-${step.step}`}>
                  {t(`steps.${step.step}`, { scale: step.scale })}
                </Title>
                {!step.weeks.some(answered) && (
                  <Text size="sm" c="gray.7">
                    {t('no_answers')}
                  </Text>
                )}
                <StatCards label={t(`steps.${step.step}`, { scale: step.scale })}>
                  {step.weeks.filter(answered).map((week) => (
                    <StatCard
                      key={week.week}
                      title={t('week_of', { date: formatDay(language, week.week) })}
                      stats={[
                        { label: t('responses'), value: week.responses },
                        {
                          label: t('average'),
                          value: week.average === null ? '—' : number.format(week.average),
                        },
                        ...step.band_names.map((band) => ({
                          label: t(`bands.${band}`),
                          value: week.bands[band] ?? 0,
                        })),
                        ...(step.scale === 10 ? [{ label: 'NPS', value: week.nps ?? '—' }] : []),
                        { label: t('dismissed'), value: week.dismissed },
                      ]}
                    />
                  ))}
                </StatCards>
              </Stack>
            ))}
          {wide &&
            report.data.steps.map((step) => (
              <Card key={step.step} withBorder radius="lg" p={0}>
                <ScrollArea type="auto" viewportProps={{ tabIndex: 0 }}>
                  <Table striped miw={640} captionSide="top">
                    <Table.Caption>{t(`steps.${step.step}`, { scale: step.scale })}</Table.Caption>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('week')}</Table.Th>
                        <Table.Th scope="col" ta="right">
                          {t('responses')}
                        </Table.Th>
                        <Table.Th scope="col" ta="right">
                          {t('average')}
                        </Table.Th>
                        {step.band_names.map((band) => (
                          <Table.Th key={band} scope="col" ta="right">
                            {t(`bands.${band}`)}
                          </Table.Th>
                        ))}
                        {step.scale === 10 && (
                          <Table.Th scope="col" ta="right">
                            NPS
                          </Table.Th>
                        )}
                        <Table.Th scope="col" ta="right">
                          {t('dismissed')}
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {step.weeks.map((week) => (
                        <Table.Tr key={week.week}>
                          <Table.Th scope="row" fw={500}>
                            {formatDay(language, week.week)}
                          </Table.Th>
                          <Table.Td ta="right">{week.responses}</Table.Td>
                          <Table.Td ta="right">
                            {week.average === null ? '—' : number.format(week.average)}
                          </Table.Td>
                          {step.band_names.map((band) => (
                            <Table.Td key={band} ta="right">
                              {week.bands[band] ?? 0}
                            </Table.Td>
                          ))}
                          {step.scale === 10 && <Table.Td ta="right">{week.nps ?? '—'}</Table.Td>}
                          <Table.Td ta="right">{week.dismissed}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea>
              </Card>
            ))}
          <Stack gap="xs" component="section" aria-label={t('comments')}>
            <Title order={2} fz={20}>
              {t('comments')}
            </Title>
            {report.data.comments.length === 0 ? (
              <Text c="gray.7">{t('no_comments')}</Text>
            ) : (
              report.data.comments.map((comment, index) => (
                <Card key={`${comment.created_at}-${index}`} withBorder radius="md" p="sm">
                  <Text size="xs" c="gray.7">
                    {t('comment_meta', {
                      step: t(`step_names.${comment.step}`),
                      rating: comment.rating,
                      scale: comment.scale,
                      band: t(`bands.${comment.band}`),
                      date: formatDay(language, comment.created_at),
                    })}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {comment.comment}
                  </Text>
                </Card>
              ))
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
