import { redirect, type LoaderFunctionArgs } from 'react-router';
import { readInvitation } from '../../../features/partners/api/partner-access';
import { AnalyzingIdentity } from '../../../features/partners/components/analyzing-identity';
import { hasSession } from '../../../lib/auth-tokens';
import { useFlow } from './use-flow';

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
