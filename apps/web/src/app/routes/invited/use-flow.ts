import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { companyQueryKey } from '../../../features/company/api/get-company-profile';
import { partnerQueryOptions, partnersQueryKeys } from '../../../features/partners/api/partner';
import { accessFor } from '../../../features/partners/api/partner-access';
import { flowStepUrl, nextFlowStep, type FlowStep } from '../../../features/partners/flow';
import { showSuccess } from '../../../lib/notify';
import { queryClient } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { FlowOutletContext } from '../partners/partner-flow-layout';

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
