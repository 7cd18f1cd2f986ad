import { APPOINTMENT_TYPES, type AppointmentTypeName } from '@forja/contracts';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { readScheduleLink } from '../../../features/appointments/api/appointments';
import { AppointmentScheduler } from '../../../features/appointments/components/appointment-scheduler';
import { ApiError } from '../../../lib/api-client';
import { hasSession } from '../../../lib/auth-tokens';
import { errorText } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { loaderLanguage, requireConfirmedUser } from '../../guards';

export type RedirectToScheduleData =
  | { kind: 'ready'; companyId: number; type: AppointmentTypeName }
  | { kind: 'incomplete' }
  | { kind: 'invalid'; code: string | undefined };

const isType = (value: string | null): value is AppointmentTypeName =>
  (APPOINTMENT_TYPES as readonly (string | null)[]).includes(value);

/**
 * RedirectToSchedule (`/{lang}/redirect_call/{token_data?}`): with `?company=…&type=…` (from the dashboard) or
 * the token of an e-mailed link, which the API verifies (signed, expiring) and answers only to a member of the
 * company. Signed-out users go to Login, which sends them back here.
 */
export async function redirectToScheduleLoader({
  request,
  params,
}: LoaderFunctionArgs): Promise<RedirectToScheduleData> {
  const url = new URL(request.url);
  if (!hasSession()) {
    const back = `${url.pathname}${url.search}`;
    throw redirect(`${routeUrl(loaderLanguage(request), 'Login')}?next=${encodeURIComponent(back)}`);
  }
  await requireConfirmedUser(request);
  const token = params.token_data?.trim();
  if (token) {
    try {
      const link = await readScheduleLink(token);
      return { kind: 'ready', companyId: link.company_id, type: link.type };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw error;
      return { kind: 'invalid', code: error instanceof ApiError ? error.codes[0] : undefined };
    }
  }
  const companyId = Number(url.searchParams.get('company'));
  const type = url.searchParams.get('type') ?? 'efirma';
  if (!Number.isSafeInteger(companyId) || companyId <= 0 || !isType(type)) return { kind: 'incomplete' };
  return { kind: 'ready', companyId, type };
}

export function RedirectToSchedulePage() {
  const data = useLoaderData<RedirectToScheduleData>();
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  useDocumentTitle(t('title'));
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {data.kind === 'ready' ? t(`types.${data.type}`) : t('title')}
        </Title>
        {data.kind === 'ready' && <Text c="gray.7">{t(`type_help.${data.type}`)}</Text>}
      </Stack>
      {data.kind === 'ready' && <AppointmentScheduler companyId={data.companyId} type={data.type} />}
      {data.kind !== 'ready' && (
        <Alert color="yellow" title={data.kind === 'invalid' ? t('link_invalid_title') : undefined}>
          <Stack gap="sm">
            <Text size="sm">{data.kind === 'invalid' ? errorText(data.code) : t('link_incomplete')}</Text>
            <Button
              component={Link}
              to={routeUrl(language, 'Companies')}
              variant="default"
              style={{ alignSelf: 'flex-start' }}
            >
              {t('go_companies')}
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
