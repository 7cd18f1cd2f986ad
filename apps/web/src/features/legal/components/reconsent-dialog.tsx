import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { hasSession } from '../../../lib/auth-tokens';
import { myConsentsQueryOptions } from '../api/consents';

const ReconsentModal = lazy(() => import('./reconsent-modal'));

/**
 * The re-consent screen of the signed-in frames: when `GET consents/me` says the privacy notice or the terms
 * changed materially since the person accepted them, a dialog that cannot be dismissed asks for "Acepto" before
 * anything else (reconsent-modal.tsx). Few people ever see it, so its module is downloaded the first time it is
 * needed, not with every signed-in page. A failed check shows nothing: the sign-up and the server keep the rule.
 */
export function ReconsentDialog({ onSignOut }: { onSignOut: () => void }) {
  const consents = useQuery({ ...myConsentsQueryOptions(), enabled: hasSession() });
  const needed = consents.data?.needs_reconsent === true;
  // Once shown, it stays mounted, so accepting closes it with its transition.
  const [shown, setShown] = useState(false);
  if (needed && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ReconsentModal opened={needed} onSignOut={onSignOut} />
    </Suspense>
  );
}
