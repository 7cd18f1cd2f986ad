import { Alert, Button, Group, List, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CommissaryRelationship } from '@forja/contracts';
import { isEmailShape, normalizePhone } from '@forja/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText, showError, showSuccess } from '../../../lib/notify';
import { useAppointCommissary } from '../api/appoint-commissary';

const QUESTIONS = ['is_partner_administrator', 'is_employee', 'is_relative_of_administrator'] as const;
type Question = (typeof QUESTIONS)[number];
type Answers = Record<Question, 'yes' | 'no' | null>;
type Field = 'name' | 'email' | 'phone' | Question;
type Errors = Partial<Record<Field, string>>;

const NO_ANSWERS: Answers = {
  is_partner_administrator: null,
  is_employee: null,
  is_relative_of_administrator: null,
};

type Props = {
  companyId: number;
  /** After the appointment is saved (the company is read again: the founder's next step may change). */
  onAppointed: () => Promise<unknown> | void;
  onCancel?: () => void;
};

/**
 * Appointing an outside person as the commissary: name, e-mail, phone and the three LGSM art. 165 questions,
 * each an explicit yes/no. A "yes" says why that person cannot be the commissary and blocks sending.
 */
export function AppointCommissaryForm({ companyId, onAppointed, onCancel }: Props) {
  const { t } = useTranslation('commissary');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [answers, setAnswers] = useState<Answers>(NO_ANSWERS);
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  const appoint = useAppointCommissary(companyId);
  const conflicts = QUESTIONS.filter((question) => answers[question] === 'yes');

  const focusFirstError = () =>
    setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (conflicts.length > 0) return;
    const next: Errors = {};
    if (name.trim().length < 2) next.name = t('appoint.name_required');
    if (!isEmailShape(email)) next.email = t('appoint.email_invalid');
    const normalized = normalizePhone('52', phone);
    if (!normalized) next.phone = t('appoint.phone_invalid');
    for (const question of QUESTIONS)
      if (answers[question] === null) next[question] = t('appoint.answer_required');
    setErrors(next);
    if (Object.keys(next).length > 0 || !normalized) {
      focusFirstError();
      return;
    }
    const relationship = Object.fromEntries(
      QUESTIONS.map((question) => [question, answers[question] === 'yes']),
    ) as CommissaryRelationship;
    try {
      await appoint.mutateAsync({
        name: name.trim(),
        email: email.trim(),
        phone: normalized.e164,
        relationship,
      });
      showSuccess(t('appoint.saved_toast'));
      await onAppointed();
    } catch (error) {
      const code = error instanceof ApiError ? error.codes[0] : undefined;
      if (code?.startsWith('email_')) {
        setErrors({ email: errorText(code) });
        focusFirstError();
      } else {
        showError(error);
      }
    }
  };

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="appoint-title">
      <Stack gap="md">
        <div>
          <Title order={3} fz="md" id="appoint-title">
            {t('appoint.title')}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t('appoint.intro')}
          </Text>
        </div>
        <TextInput
          label={t('appoint.name')}
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          autoComplete="off"
        />
        <TextInput
          label={t('appoint.email')}
          description={t('appoint.email_help')}
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
          autoComplete="off"
        />
        <TextInput
          label={t('appoint.phone')}
          description={t('appoint.phone_help')}
          type="tel"
          inputMode="tel"
          required
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={errors.phone}
          autoComplete="off"
        />
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('appoint.questions_title')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('appoint.questions_intro')}
          </Text>
          {QUESTIONS.map((question) => (
            <Radio.Group
              key={question}
              label={t(`appoint.questions.${question}`)}
              required
              value={answers[question]}
              onChange={(value) => {
                setAnswers((current) => ({ ...current, [question]: value === 'yes' ? 'yes' : 'no' }));
                setErrors((current) => ({ ...current, [question]: undefined }));
              }}
              error={errors[question]}
            >
              <Group gap="lg" mt={6}>
                <Radio value="no" label={t('appoint.no')} />
                <Radio value="yes" label={t('appoint.yes')} />
              </Group>
            </Radio.Group>
          ))}
        </Stack>
        {conflicts.length > 0 && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('appoint.conflict_title')}
            role="alert"
          >
            <Text size="sm" c="gray.9">
              {t('appoint.conflict_intro')}
            </Text>
            <List size="sm" mt="xs" spacing={4} c="gray.9">
              {conflicts.map((question) => (
                <List.Item key={question}>{t(`appoint.conflicts.${question}`)}</List.Item>
              ))}
            </List>
            <Text size="sm" c="gray.9" mt="xs">
              {t('appoint.conflict_hint')}
            </Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
          {onCancel && (
            <Button variant="subtle" onClick={onCancel}>
              {t('appoint.cancel')}
            </Button>
          )}
          <Button type="submit" loading={appoint.isPending} disabled={conflicts.length > 0}>
            {t('appoint.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
