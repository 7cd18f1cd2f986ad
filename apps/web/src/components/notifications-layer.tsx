import { Notifications } from '@mantine/notifications';

/**
 * Where toasts show (bottom-left, at most four at once), downloaded after the first page rather than in it: the
 * container and its transitions weigh about 9 KB gzipped and the sign-in page shows no toast before the app runs.
 * A toast asked for before it is mounted waits in the notifications' store and shows once it is (lib/notify.ts).
 */
export default function NotificationsLayer() {
  return <Notifications position="bottom-left" limit={4} />;
}
