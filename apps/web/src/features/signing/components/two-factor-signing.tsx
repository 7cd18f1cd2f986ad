import { twoFactorVerifyBodySchema, type TwoFactorSent } from '@forja/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconExternalLink, IconInbox, IconMail, IconSignature } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { showError, showSuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useResendTwoFactorCode } from '../api/resend-two-factor-code';
import { useSendTwoFactorCode } from '../api/send-two-factor-code';
import type { SigningAccess } from '../api/signing-access';
import { useVerifyTwoFactorCode } from '../api/verify-two-factor-code';
import { rememberSigning } from '../signing-return';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';

/** A new code can be asked for a minute after the last one (409 code_already_sent before). */
export const RESEND_SECONDS = 60;

/** Codes about the code itself: shown under the field, which is cleared for a new try. */
const CODE_ERRORS = new Set(['code_invalid', 'code_expired']);

type CodeValues = { code: string };
/** Anything but the 6 digits the contract asks for gets the form's own text; the server's codes their own. */
const CODE_ERROR_TEXTS = {
  code: { required: 'signing:two_factor.code_required', invalid_format: 'signing:two_factor.code_required' },
};

const codeOf = (error: unknown) => (error instanceof ApiError ? error.codes[0] : undefined);

/**
 * Before signing, the partner confirms it is them: a 6-digit code by e-mail, typed here; once verified the
 * browser goes to the provider's signing page for this partner.
 */
export function TwoFactorSigning(props: {
  companyId: number;
  access: SigningAccess;
  /** Mail stays in the dev outbox: point to the dev mailbox, where the code is. */
  devMailbox?: boolean;
}) {
  const { companyId, access } = props;
  const { t } = useTranslation('signing');
  const language = useLanguage();
  const send = useSendTwoFactorCode(companyId, access);
  const resend = useResendTwoFactorCode(companyId, access);
  const verify = useVerifyTwoFactorCode(companyId, access);
  // The code's destination, or 'earlier' when one was sent less than a minute ago (before a reload).
  const [sent, setSent] = useState<TwoFactorSent | 'earlier' | null>(null);
  const form = useForm<CodeValues>({
    resolver: contractResolver(twoFactorVerifyBodySchema),
    defaultValues: { code: '' },
    // As before: the message under the field goes as soon as the code is edited, and comes back on sending.
    reValidateMode: 'onSubmit',
  });
  const errorText = useFieldErrorText(form.formState.errors, CODE_ERROR_TEXTS);
  const [wait, setWait] = useState(0);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const codeSent = (result: TwoFactorSent) => {
    setSent(result);
    setWait(RESEND_SECONDS);
    form.reset({ code: '' });
  };

  const onSendError = (failure: unknown) => {
    if (codeOf(failure) === 'code_already_sent') {
      setWait(RESEND_SECONDS);
      setSent((current) => current ?? 'earlier');
    }
    showError(failure);
  };

  // One request at a time: a double click's second click can come before the first one's state is rendered.
  const sending = useRef(false);
  const [asking, setAsking] = useState(false);
  const sendCode = () => {
    if (sending.current) return;
    sending.current = true;
    setAsking(true);
    send.mutate(undefined, {
      onSuccess: codeSent,
      onError: onSendError,
      onSettled: () => {
        sending.current = false;
        setAsking(false);
      },
    });
  };

  const resendCode = () =>
    resend.mutate(undefined, {
      onSuccess: (result) => {
        codeSent(result);
        showSuccess(t('two_factor.resent_toast'));
      },
      onError: onSendError,
    });

  const submit = form.handleSubmit(({ code }) => {
    verify.mutate(code, {
      onSuccess: ({ signing_url }) => {
        setLeaving(true);
        rememberSigning(companyId, access);
        // The provider's page is not part of the app: a full page load.
        window.location.assign(signing_url);
      },
      onError: (failure) => {
        const failed = codeOf(failure);
        if (failed && CODE_ERRORS.has(failed)) {
          form.setValue('code', '');
          form.setError('code', { message: failed });
        } else showError(failure);
      },
    });
  });

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconSignature size={24} aria-hidden color="var(--mantine-color-forja-7)" />
          <Title order={2} fz="lg">
            {t('two_factor.title')}
          </Title>
        </Group>
        <Text size="sm">{t('two_factor.explain')}</Text>
        {!sent ? (
          <Group>
            {/* Busy, not disabled: a disabled button drops the keyboard focus to the page. */}
            <Button
              {...WRAPPING_BUTTON}
              aria-busy={asking}
              onClick={sendCode}
              leftSection={asking ? <Loader size={16} aria-hidden /> : <IconMail size={18} aria-hidden />}
            >
              {t('two_factor.send')}
            </Button>
          </Group>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="sm">
              <Text size="sm" role="status">
                {sent === 'earlier'
                  ? t('two_factor.sent_earlier')
                  : t('two_factor.sent', { to: sent.sent_to, count: sent.minutes_valid })}
              </Text>
              <Controller
                control={form.control}
                name="code"
                render={({ field }) => (
                  <TextInput
                    label={t('two_factor.code')}
                    description={t('two_factor.code_hint')}
                    ref={field.ref}
                    name={field.name}
                    onBlur={field.onBlur}
                    value={field.value}
                    onChange={(event) => {
                      field.onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 6));
                      form.clearErrors('code');
                    }}
                    error={errorText('code')}
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    maxLength={6}
                    required
                    maw={260}
                    size="md"
                    styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
                  />
                )}
              />
              <Group gap="sm" wrap="wrap">
                <Button type="submit" {...WRAPPING_BUTTON} loading={verify.isPending || leaving}>
                  {t('two_factor.verify')}
                </Button>
                <Button
                  variant="subtle"
                  {...WRAPPING_BUTTON}
                  onClick={resendCode}
                  disabled={wait > 0 || resend.isPending}
                >
                  {wait > 0 ? t('two_factor.resend_in', { seconds: wait }) : t('two_factor.resend')}
                </Button>
              </Group>
              {leaving && (
                <Text size="sm" c="gray.7" role="status">
                  {t('two_factor.leaving')}
                </Text>
              )}
            </Stack>
          </form>
        )}
        {props.devMailbox && (
          <Alert icon={<IconInbox aria-hidden />} color="indigo" variant="light">
            <Text fz="sm">{t('two_factor.dev_mailbox_hint')}</Text>
            <Anchor
              component={Link}
              to={paths.devMailbox(language)}
              target="_blank"
              rel="noopener noreferrer"
              fz="sm"
              display="inline-flex"
              style={{ alignItems: 'center', gap: 4 }}
            >
              {t('two_factor.open_dev_mailbox')}
              <IconExternalLink size={14} aria-hidden />
              <VisuallyHidden>{t('common:new_tab')}</VisuallyHidden>
            </Anchor>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
