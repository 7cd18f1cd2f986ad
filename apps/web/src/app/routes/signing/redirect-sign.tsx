import type { SignatureReturn } from '@forja/contracts';
import { societyTypeFormsOnline } from '@forja/domain';
import { Alert, Button, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconFileSearch,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { routeUrl } from '../../../config/paths';
import {
  signatureReturnPollInterval,
  signatureReturnQueryOptions,
} from '../../../features/signing/api/get-signature-return';
import { signingStatusQueryOptions } from '../../../features/signing/api/get-signing-status';
import { SigningFrame } from './signing-frame';
import {
  SIGNATURE_RETURN_POLL_LIMIT_MS,
  signatureOutcome,
} from '../../../features/signing/signature-outcome';
import { returningAccess } from '../../../features/signing/signing-return';
import { ApiError } from '../../../lib/api-client';
import { hasSession } from '../../../lib/auth-tokens';
import { errorText } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { SurveyPrompt } from '../../survey-prompt';

type Tone = 'success' | 'waiting' | 'declined' | 'neutral' | 'error';

const ICONS: Record<Tone, { icon: typeof IconCircleCheck; color: string }> = {
  success: { icon: IconCircleCheck, color: 'teal.9' },
  waiting: { icon: IconClockHour4, color: 'forja.7' },
  declined: { icon: IconCircleX, color: 'red.8' },
  neutral: { icon: IconFileSearch, color: 'gray.7' },
  error: { icon: IconAlertTriangle, color: 'orange.8' },
};

function ResultCard(props: { tone: Tone; title: string; children: ReactNode; companyId?: number }) {
  const { icon: Icon, color } = ICONS[props.tone];
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon radius="xl" size={40} color={color} aria-hidden style={{ flexShrink: 0 }}>
            <Icon size={24} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {props.title}
          </Title>
        </Group>
        {props.children}
        <Group>
          <NextStep companyId={props.companyId} />
        </Group>
      </Stack>
    </Card>
  );
}

/** Where to go next: the company's dashboard when signed in, else Login. */
function NextStep({ companyId }: { companyId?: number | undefined }) {
  const { t } = useTranslation('signing');
  const language = useLanguage();
  const signedIn = hasSession();
  const to =
    signedIn && companyId
      ? routeUrl(language, { name: 'Dashboard', params: { company_id: String(companyId) } })
      : routeUrl(language, 'Login');
  return (
    <Button component={Link} to={to} mih={44}>
      {t(signedIn ? 'go_dashboard' : 'redirect.sign_in')}
    </Button>
  );
}

function Count({ result }: { result: SignatureReturn }) {
  const { t } = useTranslation('signing');
  return <Text>{t('redirect.count', { signed: result.signed_count, total: result.signer_count })}</Text>;
}

function SignatureResult({ tokenData }: { tokenData: string }) {
  const { t } = useTranslation('signing');
  const [deadline] = useState(() => Date.now() + SIGNATURE_RETURN_POLL_LIMIT_MS);
  const [gaveUp, setGaveUp] = useState(false);
  const queryClient = useQueryClient();
  const refetchInterval = () => signatureReturnPollInterval(queryClient, tokenData, deadline);

  const envelope = useQuery({ ...signatureReturnQueryOptions(tokenData), refetchInterval });
  const result = envelope.data;
  // The returning partner's own signature, when this browser can read it (session or the kept link).
  const access = result ? returningAccess(result.company_id) : null;
  const own = useQuery({
    ...signingStatusQueryOptions(result?.company_id ?? 0, access ?? { kind: 'session' }),
    enabled: Boolean(result && access),
    refetchInterval,
  });
  const me = own.data?.partners.find((partner) => partner.partner_id === own.data?.partner_id);
  const outcome = result ? signatureOutcome(result, me?.signer_state) : null;
  const polling = !gaveUp && outcome === 'processing';

  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), Math.max(0, deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [deadline]);

  if (envelope.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="gray.7">{t('redirect.loading')}</Text>
      </Group>
    );
  }
  if (!result) {
    return (
      <ResultCard tone="error" title={t('redirect.error_title')}>
        <Text role="alert">
          {errorText(envelope.error instanceof ApiError ? envelope.error.codes[0] : undefined)}
        </Text>
      </ResultCard>
    );
  }
  const company = result.company_name ? (
    <Text fw={600} c="forja.7" style={{ overflowWrap: 'anywhere' }}>
      {result.company_name}
    </Text>
  ) : null;

  switch (outcome) {
    case 'everyone':
    case 'signed':
      return (
        <ResultCard tone="success" title={t('redirect.signed_title')} companyId={result.company_id}>
          {company}
          <Count result={result} />
          <Text size="sm" c="gray.7">
            {t(
              outcome !== 'everyone'
                ? 'redirect.signed_waiting'
                : hasSession()
                  ? 'redirect.signed_everyone'
                  : // A partner who signed from the e-mailed link may have no account to see the documents with.
                    'redirect.signed_everyone_signed_out',
            )}
          </Text>
          {/* An S.A.S.: this signature is the shareholders' agreement; the legal one follows with each e.firma. */}
          {societyTypeFormsOnline(result.company_type) ? <Text>{t('done.online_next')}</Text> : null}
          {result.company_id && hasSession() ? (
            <SurveyPrompt companyId={result.company_id} step="signing" />
          ) : null}
        </ResultCard>
      );
    case 'declined':
      return (
        <ResultCard tone="declined" title={t('redirect.declined_title')} companyId={result.company_id}>
          {company}
          <Text>{t('redirect.declined')}</Text>
        </ResultCard>
      );
    case 'voided':
      return (
        <ResultCard tone="neutral" title={t('redirect.voided_title')} companyId={result.company_id}>
          {company}
          <Text>{t('redirect.voided')}</Text>
        </ResultCard>
      );
    default:
      return (
        <ResultCard tone="waiting" title={t('redirect.processing_title')} companyId={result.company_id}>
          {company}
          {polling ? (
            <Group gap="xs" role="status" wrap="nowrap">
              <Loader size="xs" aria-hidden />
              <Text>{t('redirect.processing')}</Text>
            </Group>
          ) : (
            <Alert color="gray" variant="light">
              <Text size="sm" c="gray.9">
                {t('redirect.processing_later')}
              </Text>
            </Alert>
          )}
          <Count result={result} />
        </ResultCard>
      );
  }
}

/** No token: the provider did not say which signing this was; the way back to the dashboard. */
function NothingToShow() {
  const { t } = useTranslation('signing');
  return (
    <ResultCard tone="neutral" title={t('redirect.no_token_title')}>
      <Text>{t('redirect.no_token')}</Text>
    </ResultCard>
  );
}

/**
 * The e-signature redirect route (`redirect_sign/{token_data?}`, named RedirectSign + the provider): the
 * provider's signing page sends the signer here. It tells whether the signature is recorded, reading again
 * every 3 s for about 30 s while the provider's answer is on its way, and where to go next.
 */
export function RedirectSignPage() {
  const { t } = useTranslation('signing');
  useDocumentTitle(t('redirect.title'));
  const { token_data: tokenData } = useParams();
  return (
    <SigningFrame>
      {tokenData ? <SignatureResult key={tokenData} tokenData={tokenData} /> : <NothingToShow />}
    </SigningFrame>
  );
}
