import { PageLoader } from '../../../components/page-loader';
import { ComplementsForm } from '../../../features/partners/components/complements-form';
import { useFlow } from './use-flow';

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
