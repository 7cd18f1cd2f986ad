import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/**
 * Where toasts show, downloaded after the first page rather than in it: the container and its transitions weigh
 * about 9 KB gzipped and the sign-in page shows no toast before the app runs. A toast asked for before it is
 * mounted waits in the notifications' store and shows once it is (lib/notify.ts).
 * Bottom-left, at most four at once; on a phone at the top, at most two, so that they never cover the buttons
 * a form keeps at its bottom («Continuar», «Enviar video») nor take the taps meant for them. At the bottom they
 * stand above the consent banner while it shows (global.css, `.forja-toasts`), not over it.
 */
export default function NotificationsLayer() {
  const phone = useMediaQuery('(max-width: 36em)');
  return phone ? (
    <Notifications position="top-center" limit={2} classNames={{ root: 'forja-toasts' }} />
  ) : (
    <Notifications position="bottom-left" limit={4} classNames={{ root: 'forja-toasts' }} />
  );
}
