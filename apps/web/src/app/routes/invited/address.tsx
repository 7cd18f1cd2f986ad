import { PageLoader } from '../../../components/page-loader';
import { AddressForm } from '../../../features/partners/components/address-form';
import { useFlow } from './use-flow';

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
