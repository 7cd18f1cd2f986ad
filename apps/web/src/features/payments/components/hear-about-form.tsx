import {
  HEAR_ABOUT_SOURCES,
  type HearAboutBody,
  type HearAboutSource,
} from '@forja/contracts/payments/hear-about';
import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/notify';
import { saveHearAbout } from '../api/hear-about';
import { HELP_UNDER_FIELD } from './wrapping-button';

/** hear_about: how the founder heard of Forja (one choice, an optional detail), or skip. */
export function HearAboutForm(props: { companyId: number; onDone: () => Promise<void> | void }) {
  const { t } = useTranslation('payments');
  const [source, setSource] = useState<HearAboutSource | ''>('');
  const [detail, setDetail] = useState('');
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!source) {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      const body: HearAboutBody = { source, detail: detail.trim() || null };
      await saveHearAbout(props.companyId, body);
      await props.onDone();
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Radio.Group
          value={source}
          onChange={(value) => {
            setSource(value);
            setMissing(false);
          }}
          label={t('hear_about.question')}
          error={missing ? t('hear_about.required') : undefined}
          required
        >
          <Stack gap="xs" mt="xs">
            {HEAR_ABOUT_SOURCES.map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`hear_about.sources.${value}`)}
                styles={{ body: { minHeight: 32, alignItems: 'center' } }}
              />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          {...HELP_UNDER_FIELD}
          label={t('hear_about.detail')}
          description={t('hear_about.detail_help')}
          value={detail}
          onChange={(event) => setDetail(event.currentTarget.value)}
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
