import { useEffect } from 'react';
import { routeUrl } from '../../../config/paths';
import { FlowComplete } from '../../../features/partners/components/flow-complete';
import { capture } from '../../../lib/analytics/analytics';
import { useFlow } from './use-flow';

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
