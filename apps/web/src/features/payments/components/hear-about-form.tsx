import {
  HEAR_ABOUT_SOURCES,
  hearAboutBodySchema,
  type HearAboutBody,
} from '@forja/contracts/payments/hear-about';
import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { showError } from '../../../lib/notify';
import { saveHearAbout } from '../api/hear-about';
import { HELP_UNDER_FIELD } from './field-help';

/** The hear-about contract's body from the form (no source chosen is ''; an empty detail is none). */
const hearAboutFormSchema = z
  .object({
    source: z.union([z.literal(''), hearAboutBodySchema.shape.source]),
    detail: z.string(),
  })
  .transform(({ source, detail }, context): HearAboutBody => {
    if (source) return { source, detail: detail.trim() || null };
    context.addIssue({ code: 'custom', path: ['source'], message: 'required' });
    return z.NEVER;
  })
  .pipe(hearAboutBodySchema);
const HEAR_ABOUT_ERROR_TEXTS = { source: 'payments:hear_about.required' };

/** hear_about: how the founder heard of Forja (one choice, an optional detail), or skip. */
export function HearAboutForm(props: { companyId: number; onDone: () => Promise<void> | void }) {
  const { t } = useTranslation('payments');
  const form = useForm<z.input<typeof hearAboutFormSchema>, unknown, HearAboutBody>({
    resolver: contractResolver(hearAboutFormSchema),
    defaultValues: { source: '', detail: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors, HEAR_ABOUT_ERROR_TEXTS);
  const saving = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (body) => {
    try {
      await saveHearAbout(props.companyId, body);
      await props.onDone();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="source"
          render={({ field }) => (
            <Radio.Group
              value={field.value}
              onChange={field.onChange}
              label={t('hear_about.question')}
              error={errorText('source')}
              required
            >
              <Stack gap="xs" mt="xs">
                {HEAR_ABOUT_SOURCES.map((value, index) => (
                  <Radio
                    key={value}
                    ref={index === 0 ? field.ref : undefined}
                    value={value}
                    label={t(`hear_about.sources.${value}`)}
                    styles={{ body: { minHeight: 32, alignItems: 'center' } }}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <TextInput
          {...HELP_UNDER_FIELD}
          label={t('hear_about.detail')}
          description={t('hear_about.detail_help')}
          {...form.register('detail')}
          maxLength={300}
        />
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            {t('hear_about.save')}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            c="gray.8"
            onClick={() => void props.onDone()}
            disabled={saving}
          >
            {t('hear_about.skip')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
