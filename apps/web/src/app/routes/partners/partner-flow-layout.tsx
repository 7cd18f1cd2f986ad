import { Box, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { findUserPartner, guardInvited, type Language } from '@forja/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, redirect, useLoaderData, useMatches, type LoaderFunctionArgs } from 'react-router';
import { SignedInAccountMenu } from '../../layout/account-menu';
import { AppHeader } from '../../layout/app-header';
import { StepIndicator } from '../../../components/step-indicator';
import { routeUrl } from '../../../config/paths';
import { fetchCompany } from '../../../features/company/api/get-company-profile';
import { partnerQueryOptions } from '../../../features/partners/api/partner';
import {
  accessFor,
  readInvitation,
  saveInvitation,
  type PartnerFlowKind,
} from '../../../features/partners/api/partner-access';
import {
  flowSteps,
  INVITED_FLOW_STEPS,
  type FlowStep,
  type FlowTarget,
} from '../../../features/partners/flow';
import { ApiError } from '../../../lib/api-client';
import { hasSession } from '../../../lib/auth-tokens';
import { errorText, showError } from '../../../lib/notify';
import { queryClient } from '../../../lib/query-client';
import { useLanguage } from '../../../lib/use-language';
import { loaderLanguage, requireConfirmedUser } from '../../guards';

/** What a flow's route object carries in its `handle`: which step it is. */
export type FlowHandle = { flowStep: FlowStep };

export type FlowData =
  ({ status: 'ready' } & FlowTarget) | { status: 'error'; kind: PartnerFlowKind; code: string };

/** What the layout gives each step page through the outlet context. */
export type FlowOutletContext = FlowTarget & { language: Language };

const positive = (value: string | null | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** The flow's own refusal: no invitation kept in this browser for the partner of a step's address. */
const INVITATION_NOT_KEPT = 'invitation_not_kept';

const codeOf = (error: unknown) =>
  error instanceof ApiError ? (error.codes[0] ?? 'unknown_error') : 'unknown_error';

/**
 * /{lang}/invited…: the domain's guardInvited (no partner and company query values → Login). A token in the
 * query (the e-mailed link) is kept in the browser (partner-access.ts), so another tab or a later visit goes on
 * with it; the partner is read with it, or with the session once the invited partner has an account. A bad,
 * used or forgotten token shows what happened instead of the step.
 */
export async function invitedFlowLoader({ request }: LoaderFunctionArgs): Promise<FlowData> {
  const url = new URL(request.url);
  const language = loaderLanguage(request);
  const query = { partner: url.searchParams.get('partner'), company: url.searchParams.get('company') };
  const target = guardInvited(query);
  if (target) throw redirect(routeUrl(language, target));
  const partnerId = positive(query.partner);
  const companyId = positive(query.company);
  if (!partnerId || !companyId)
    return { status: 'error', kind: 'invited', code: 'token_and_partner_required' };
  const token = url.searchParams.get('token');
  if (token) {
    // The link opened again keeps the privacy box the partner ticked (another partner's link does not).
    const before = readInvitation();
    const consented = before?.partner === String(partnerId) && before.consented === true;
    saveInvitation({ partner: String(partnerId), company: String(companyId), token, consented });
  }
  const stored = readInvitation();
  const ours = stored?.partner === String(partnerId) ? stored : null;
  // A step opened where the link never was (another browser) or was forgotten: the e-mailed link opens it again.
  if (!ours && !hasSession()) return { status: 'error', kind: 'invited', code: INVITATION_NOT_KEPT };
  const access = accessFor('invited', partnerId);
  if (!ours || (access.kind === 'session' && !hasSession()))
    return { status: 'error', kind: 'invited', code: 'token_and_partner_required' };
  try {
    await queryClient.fetchQuery({ ...partnerQueryOptions('invited', partnerId, companyId), staleTime: 0 });
  } catch (error) {
    return { status: 'error', kind: 'invited', code: codeOf(error) };
  }
  // Kept for a few more days from now: the partner is still on their way.
  saveInvitation(ours);
  return { status: 'ready', kind: 'invited', partnerId, companyId };
}

/**
 * /{lang}/isPartner/{company_id}…: a confirmed user who is a partner of the company (the partner whose e-mail is
 * theirs, the domain's findUserPartner) acting on their own partner entry with their session.
 */
export async function partnerFlowLoader({ request, params }: LoaderFunctionArgs): Promise<FlowData> {
  const user = await requireConfirmedUser(request);
  const language = loaderLanguage(request);
  const companyId = positive(params.company_id);
  if (!companyId) throw redirect(routeUrl(language, 'Companies'));
  let partnerId: number | null;
  try {
    partnerId = findUserPartner(await fetchCompany(companyId), user)?.id ?? null;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) showError(error);
    throw redirect(routeUrl(language, 'Companies'));
  }
  if (!partnerId) {
    showError(new ApiError(404, ['company_partner_not_found']));
    throw redirect(routeUrl(language, { name: 'Dashboard', params: { company_id: String(companyId) } }));
  }
  try {
    await queryClient.fetchQuery({ ...partnerQueryOptions('partner', partnerId, companyId), staleTime: 0 });
  } catch (error) {
    return { status: 'error', kind: 'partner', code: codeOf(error) };
  }
  return { status: 'ready', kind: 'partner', partnerId, companyId };
}

function isFlowHandle(handle: unknown): handle is FlowHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (INVITED_FLOW_STEPS as readonly unknown[]).includes((handle as FlowHandle).flowStep)
  );
}

/** Why the flow cannot go on (a link that expired, was used or does not match), and what to do. */
function FlowProblem({ code }: { code: string }) {
  const { t } = useTranslation('partners');
  const language = useLanguage();
  const signedIn = hasSession();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconAlertTriangle
            size={28}
            color="var(--mantine-color-orange-8)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('flow.problem_title')}
          </Title>
        </Group>
        <Text>{code === INVITATION_NOT_KEPT ? t('flow.reopen_link') : errorText(code)}</Text>
        {/* Signed in, the way on is the account's companies, where a partner who already joined finds it. */}
        <Text size="sm" c="gray.7">
          {t(signedIn ? 'flow.problem_hint_signed_in' : 'flow.problem_hint')}
        </Text>
        <Group justify="flex-end">
          <Button component={Link} to={routeUrl(language, signedIn ? 'Companies' : 'Login')}>
            {t(signedIn ? 'flow.go_companies' : 'flow.sign_in')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The frame of both partner flows: brand, language switcher, the account menu when signed in (the invited
 * partner's link works without a session), the step indicator over a step (not over a refused link) and one
 * column; the step
 * pages get the flow (kind, partner, company) through the outlet context.
 */
export function PartnerFlowLayout() {
  const { t } = useTranslation('common');
  const { t: tp } = useTranslation('partners');
  const language = useLanguage();
  const data = useLoaderData<FlowData>();
  const step =
    useMatches()
      .map((match) => match.handle)
      .filter(isFlowHandle)
      .at(-1)?.flowStep ?? 'start';
  const context: FlowOutletContext | null =
    data.status === 'ready'
      ? { kind: data.kind, partnerId: data.partnerId, companyId: data.companyId, language }
      : null;

  const steps = flowSteps(data.kind);

  return (
    <Box mih="100dvh" bg="gray.0">
      <AppHeader
        home={routeUrl(language, 'Login')}
        size={960}
        actions={hasSession() ? <SignedInAccountMenu /> : undefined}
      >
        {context && (
          <StepIndicator
            steps={steps.map((name) => ({ label: tp(`flow.steps.${name}`) }))}
            current={steps.indexOf(step)}
          />
        )}
      </AppHeader>
      <Container component="main" size={720} px="md" py="xl">
        {context ? (
          <Outlet context={context} />
        ) : (
          <FlowProblem code={data.status === 'error' ? data.code : ''} />
        )}
      </Container>
      <Text component="footer" ta="center" c="gray.7" fz="sm" pb="md">
        {t('tagline')}
      </Text>
    </Box>
  );
}
