import { PageLoader } from '../../../components/page-loader';
import { VerificationStep } from '../../../features/partners/components/verification-step';
import { useFlow } from './use-flow';

export function FlowVerificationPage() {
  const { partner, access, backTo, next, refresh } = useFlow('verification');
  if (!partner) return <PageLoader />;
  return (
    <VerificationStep partner={partner} access={access} backTo={backTo} onUploaded={refresh} onDone={next} />
  );
}
