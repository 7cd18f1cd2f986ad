import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useNavigate, useOutletContext, type LoaderFunctionArgs } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { routeUrl } from '../../../config/paths';
import { companyQueryKey } from '../../../features/company/api/get-company-profile';
import { InvitedPrivacyConsent } from '../../../features/legal/components/invited-privacy-consent';
import { hasInvitedConsent, rememberInvitedConsent } from '../../../features/legal/invited-consent';
import { partnerQueryOptions, partnersQueryKeys } from '../../../features/partners/api/partner';
import { accessFor, readInvitation } from '../../../features/partners/api/partner-access';
import { AddressForm } from '../../../features/partners/components/address-form';
import { AnalyzingIdentity } from '../../../features/partners/components/analyzing-identity';
import { CivilStatusForm } from '../../../features/partners/components/civil-status-form';
import { ComplementsForm } from '../../../features/partners/components/complements-form';
import { FlowComplete } from '../../../features/partners/components/flow-complete';
import { FlowStart } from '../../../features/partners/components/flow-start';
import { VerificationStep } from '../../../features/partners/components/verification-step';
import { flowStepUrl, nextFlowStep, type FlowStep } from '../../../features/partners/flow';
import { hasSession } from '../../../lib/auth-tokens';
import { showSuccess } from '../../../lib/notify';
import { queryClient } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { FlowOutletContext } from './partner-flow-layout';
import { capture } from '../../../lib/analytics/analytics';

/** The flow of the page (from the layout), its partner (the query), and the ways to move on. */
export function useFlow(step: FlowStep) {
  const { t } = useTranslation('partners');
  useDocumentTitle(t(`flow.steps.${step}`));
  const flow = useOutletContext<FlowOutletContext>();
  const navigate = useNavigate();
  const partner = useQuery(partnerQueryOptions(flow.kind, flow.partnerId, flow.companyId)).data;
  const urlOf = useCallback((target: FlowStep) => flowStepUrl(flow.language, flow, target), [flow]);
  const steps: FlowStep[] = [
    'start',
    'complementaries',
    'address',
    'verification',
    'civil_status',
    'register',
  ];
  const previous = steps[steps.indexOf(step) - 1];
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: partnersQueryKeys.partner(flow.partnerId) }),
    [flow.partnerId],
  );

  /** The next step; after the last step of /isPartner, the company's dashboard (it says where to go next). */
  const next = useCallback(async () => {
    const following = nextFlowStep(flow.kind, step);
    if (following) {
      await navigate(urlOf(following));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: companyQueryKey(flow.companyId) });
    showSuccess(t('flow.partner_done'));
    await navigate(
      routeUrl(flow.language, { name: 'Dashboard', params: { company_id: String(flow.companyId) } }),
    );
  }, [flow, navigate, step, t, urlOf]);

  return {
    flow,
    partner,
    access: accessFor(flow.kind, flow.partnerId),
    backTo: previous && step !== 'start' ? urlOf(previous) : undefined,
    urlOf,
    next,
    refresh,
  };
}

export function FlowStartPage() {
  const { flow, partner, next } = useFlow('start');
  const { t } = useTranslation('legal');
  const invited = flow.kind === 'invited';
  const [consent, setConsent] = useState(() => invited && hasInvitedConsent(flow.partnerId));
  const [consentError, setConsentError] = useState<string>();
  if (!partner) return <PageLoader />;

  // The invited partner, whose data someone else typed, gives their own consent before continuing.
  const start = () => {
    if (invited && !consent) {
      setConsentError(t('invited.required'));
      return;
    }
    void next();
  };

  return (
    <FlowStart
      kind={flow.kind}
      partner={partner}
      language={flow.language}
      onStart={start}
      consent={
        invited && (
          <InvitedPrivacyConsent
            checked={consent}
            onChange={(checked) => {
              setConsent(checked);
              setConsentError(undefined);
              rememberInvitedConsent(flow.partnerId, checked);
            }}
            error={consentError}
          />
        )
      }
    />
  );
}

export function FlowComplementariesPage() {
  const { flow, partner, access, backTo, next, refresh } = useFlow('complementaries');
  if (!partner) return <PageLoader />;
  return (
    <ComplementsForm
      key={partner.id}
      partner={partner}
      access={access}
      language={flow.language}
      backTo={backTo}
      onSaved={async () => {
        await refresh();
        await next();
      }}
    />
  );
}

export function FlowAddressPage() {
  const { partner, access, backTo, next, refresh } = useFlow('address');
  if (!partner) return <PageLoader />;
  return (
    <AddressForm
      key={partner.id}
      partner={partner}
      access={access}
      backTo={backTo}
      onUploaded={refresh}
      onSaved={async () => {
        await refresh();
        await next();
      }}
    />
  );
}

export function FlowVerificationPage() {
  const { partner, access, backTo, next, refresh } = useFlow('verification');
  if (!partner) return <PageLoader />;
  return (
    <VerificationStep partner={partner} access={access} backTo={backTo} onUploaded={refresh} onDone={next} />
  );
}

export function FlowCivilStatusPage() {
  const { partner, access, backTo, next, refresh } = useFlow('civil_status');
  if (!partner) return <PageLoader />;
  return (
    <CivilStatusForm
      key={partner.id}
      partner={partner}
      access={access}
      backTo={backTo}
      onUploaded={refresh}
      onSaved={async () => {
        await refresh();
        await next();
      }}
    />
  );
}

/** The invited partner has an account by now: without a session, back to register. */
export function invitedAnalyzingLoader({ request }: LoaderFunctionArgs) {
  if (hasSession() && !readInvitation()?.token) return null;
  const url = new URL(request.url);
  return redirect(url.pathname.replace(/analyzing_data$/, 'register') + url.search);
}

export function InvitedAnalyzingPage() {
  const { flow, access, urlOf, next } = useFlow('analyzing_data');
  return (
    <AnalyzingIdentity
      partnerId={flow.partnerId}
      access={access}
      verificationUrl={urlOf('verification')}
      onApproved={() => void next()}
    />
  );
}

export function InvitedCompletePage() {
  const { flow } = useFlow('validation_complete');
  useEffect(() => capture('partner_completed', { company_id: flow.companyId }), [flow.companyId]);
  return (
    <FlowComplete
      companyUrl={routeUrl(flow.language, {
        name: 'Dashboard',
        params: { company_id: String(flow.companyId) },
      })}
    />
  );
}
