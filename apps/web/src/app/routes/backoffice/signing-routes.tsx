import type { RouteObject } from 'react-router';
import { SigningQueuePage } from '../../../features/backoffice/signing/signing-queue-page';

/** The back office's signing queue: companies whose articles are being reviewed or signed. */
export const signingBackofficeChildren: RouteObject[] = [{ path: 'signing', element: <SigningQueuePage /> }];
