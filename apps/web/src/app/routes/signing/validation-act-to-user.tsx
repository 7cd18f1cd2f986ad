import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { societyTypeFormsOnline } from '@forja/domain';
import { IconAlertTriangle, IconReload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { useAppConfig } from '../../../features/app-config/get-app-config';
import {
  signingStatusQueryOptions,
  useSigningStatus,
} from '../../../features/signing/api/get-signing-status';
import type { SigningAccess } from '../../../features/signing/api/signing-access';
import { SigningFrame } from './signing-frame';
import { SigningOverview } from '../../../features/signing/components/signing-overview';
import { ApiError } from '../../../lib/api-client';
import { hasSession } from '../../../lib/auth-tokens';
import { errorText } from '../../../lib/notify';
import { queryClient } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { loaderLanguage, requireConfirmedUser } from '../../guards';

export type ValidationActData =
  | { kind: 'ready'; companyId: number; access: SigningAccess; signedIn: boolean }
  | { kind: 'link_incomplete' };

const positive = (value: string | null) => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
};

/**
 * ValidationActToUser (`/{lang}/auth/yolo?company=…`): the review and signing of the company's articles.
 * With `partner` and `token` (the e-mailed link) it works without an account, each request signed with the
 * token. Otherwise it needs a confirmed, signed-in partner: without a session it goes to Login, which sends the
 * user back here after signing in. The state is fetched while the page renders (it shows its own loading).
 */
export async function validationActLoader({ request }: LoaderFunctionArgs): Promise<ValidationActData> {
  const url = new URL(request.url);
  const companyId = positive(url.searchParams.get('company'));
  if (!companyId) return { kind: 'link_incomplete' };
  const partnerId = positive(url.searchParams.get('partner'));
  const token = url.searchParams.get('token')?.trim();
  let access: SigningAccess;
  if (partnerId && token) {
    access = { kind: 'link', partnerId, token };
  } else {
    if (!hasSession()) {
      const back = `${url.pathname}${url.search}`;
      throw redirect(`${routeUrl(loaderLanguage(request), 'Login')}?next=${encodeURIComponent(back)}`);
    }
    await requireConfirmedUser(request);
    access = { kind: 'session' };
  }
  void queryClient.prefetchQuery(signingStatusQueryOptions(companyId, access));
  return { kind: 'ready', companyId, access, signedIn: hasSession() };
}

/** The link lacks the company: nothing to show but the way in. */
function LinkIncomplete() {
  const { t } = useTranslation('signing');
  const language = useLanguage();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconAlertTriangle
            size={28}
            color="var(--mantine-color-orange-8)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('link_incomplete.title')}
          </Title>
        </Group>
        <Text>{t('link_incomplete.text')}</Text>
        <Group>
          <Button component={Link} to={routeUrl(language, 'Login')} mih={44}>
            {t('link_incomplete.sign_in')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function SigningContent({ companyId, access, signedIn }: Extract<ValidationActData, { kind: 'ready' }>) {
  const { t } = useTranslation('signing');
  const language = useLanguage();
  const config = useAppConfig();
  const status = useSigningStatus(companyId, access);
  const dashboardUrl = signedIn
    ? routeUrl(language, { name: 'Dashboard', params: { company_id: String(companyId) } })
    : routeUrl(language, 'Login');

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('page.title')}
        </Title>
        {status.data?.company_name && (
          <Text fw={600} c="forja.7" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {status.data.company_name}
          </Text>
        )}
        <Text c="gray.7" mt={4}>
          {t('page.intro')}
        </Text>
        {status.data && societyTypeFormsOnline(status.data.company_type) && (
          <Text c="gray.7" mt={4}>
            {t('page.online_next')}
          </Text>
        )}
      </div>
      {status.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text c="gray.7">{t('page.loading')}</Text>
        </Group>
      )}
      {status.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          <Stack gap="xs">
            <Text size="sm" c="gray.9">
              {errorText(status.error instanceof ApiError ? status.error.codes[0] : undefined)}
            </Text>
            <Group gap="md">
              <Button
                variant="light"
                color="red"
                size="sm"
                mih={44}
                leftSection={<IconReload size={16} aria-hidden />}
                onClick={() => void status.refetch()}
              >
                {t('page.retry')}
              </Button>
              <Anchor component={Link} to={dashboardUrl} size="sm" fw={600}>
                {t('go_dashboard')}
              </Anchor>
            </Group>
          </Stack>
        </Alert>
      )}
      {status.data && (
        <SigningOverview
          status={status.data}
          access={access}
          dashboardUrl={dashboardUrl}
          devMailbox={config?.mail_outbox}
        />
      )}
    </Stack>
  );
}

export function ValidationActToUserPage() {
  const { t } = useTranslation('signing');
  useDocumentTitle(t('page.title'));
  const data = useLoaderData<ValidationActData>();
  return (
    <SigningFrame>{data.kind === 'ready' ? <SigningContent {...data} /> : <LinkIncomplete />}</SigningFrame>
  );
}
