import { PageLoader } from '../../../components/page-loader';
import { CivilStatusForm } from '../../../features/partners/components/civil-status-form';
import { useFlow } from './use-flow';

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
