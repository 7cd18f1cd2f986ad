import {
  SURVEY_COMMENT_MAX,
  answerSurveyBodySchema,
  type PendingSurvey,
  type SurveyStep,
} from '@forja/contracts';
import { Alert, Button, Card, CloseButton, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { hasSession } from '../../../lib/auth-tokens';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { pendingSurveysQueryOptions, useAnswerSurvey } from '../api/surveys';

/** `POST surveys`' rating and comment, as the person gives them; an empty comment is left out. */
const surveyRatingFormSchema = answerSurveyBodySchema.options[0]
  .pick({ rating: true, comment: true })
  .transform(({ rating, comment }) => ({ rating, ...(comment ? { comment } : {}) }));
type SurveyRatingValues = z.input<typeof surveyRatingFormSchema>;

/**
 * The satisfaction survey of one step (after payment, after signing), shown once: a rating on the step's
 * scale with an optional comment, or "No, thanks". Nothing shows when the survey is not due (answered or
 * dismissed before, the surveys consent withdrawn, or not signed in).
 */
export function SurveyCard({ companyId, step }: { companyId: number; step: SurveyStep }) {
  const pending = useQuery({ ...pendingSurveysQueryOptions(companyId), enabled: hasSession() });
  const [done, setDone] = useState<'answered' | 'dismissed' | null>(null);
  const survey = pending.data?.surveys.find((item) => item.step === step);
  if (done === 'answered') return <Thanks />;
  if (done === 'dismissed' || !survey) return null;
  return <SurveyForm companyId={companyId} survey={survey} onDone={setDone} />;
}

function Thanks() {
  const { t } = useTranslation('surveys');
  return (
    <Alert color="forja" variant="light" role="status" title={t('thanks_title')}>
      {t('thanks')}
    </Alert>
  );
}

function SurveyForm(props: {
  companyId: number;
  survey: PendingSurvey;
  onDone: (done: 'answered' | 'dismissed') => void;
}) {
  const { t } = useTranslation('surveys');
  const { t: tErrors } = useTranslation('errors');
  const { companyId, survey, onDone } = props;
  const answer = useAnswerSurvey(companyId);
  const form = useForm<SurveyRatingValues, unknown, z.output<typeof surveyRatingFormSchema>>({
    resolver: contractResolver(surveyRatingFormSchema),
    // No rating until one is chosen.
    defaultValues: { comment: '' },
  });
  const fieldErrorText = useFieldErrorText(form.formState.errors);
  const rated = useWatch({ control: form.control, name: 'rating' }) !== undefined;
  // The server's refusal, under the whole form.
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const ratings = Array.from(
    { length: survey.scale - survey.min_rating + 1 },
    (_, i) => survey.min_rating + i,
  );

  const send = (body: { rating: number; comment?: string } | { dismissed: true }) => {
    setError(null);
    answer.mutate(
      { company_id: companyId, step: survey.step, ...body },
      {
        onSuccess: () => onDone('dismissed' in body ? 'dismissed' : 'answered'),
        onError: (failure) => {
          // Answered in another tab meanwhile: nothing more to ask.
          if (failure instanceof ApiError && failure.codes[0] === 'survey_already_answered') {
            onDone('dismissed' in body ? 'dismissed' : 'answered');
            return;
          }
          const code = failure instanceof ApiError ? failure.codes[0] : undefined;
          setError(tErrors(`codes.${code ?? 'internal_error'}`, { defaultValue: tErrors('default') }));
        },
      },
    );
  };

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <form onSubmit={(event) => void form.handleSubmit(send)(event)} noValidate>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text fw={600} id={titleId}>
              {t(`${survey.step}.title`)}
            </Text>
            <CloseButton
              aria-label={t('dismiss')}
              onClick={() => send({ dismissed: true })}
              disabled={answer.isPending}
            />
          </Group>
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <Radio.Group
                name={field.name}
                value={field.value === undefined ? '' : String(field.value)}
                onChange={(value) => field.onChange(Number(value))}
                label={t(`${survey.step}.question`)}
                description={t('scale_hint', {
                  min: survey.min_rating,
                  max: survey.scale,
                  low: t(`${survey.step}.low`),
                  high: t(`${survey.step}.high`),
                })}
                error={fieldErrorText(field.name)}
              >
                <Group gap="xs" mt="xs">
                  {ratings.map((value, index) => (
                    <Radio
                      key={value}
                      ref={index === 0 ? field.ref : undefined}
                      value={String(value)}
                      label={String(value)}
                    />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <Controller
            control={form.control}
            name="comment"
            render={({ field }) => (
              <Textarea
                label={t('comment')}
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value}
                // Plain text only, as the contract asks: angle brackets are dropped as they are typed.
                onChange={(event) => field.onChange(event.currentTarget.value.replace(/[<>]/g, ''))}
                error={fieldErrorText(field.name)}
                maxLength={SURVEY_COMMENT_MAX}
                rows={3}
                description={t('comment_hint', { max: SURVEY_COMMENT_MAX })}
              />
            )}
          />
          {error && (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group gap="sm">
            <Button type="submit" disabled={!rated} loading={answer.isPending}>
              {t('send')}
            </Button>
            <Button variant="subtle" onClick={() => send({ dismissed: true })} disabled={answer.isPending}>
              {t('not_now')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
