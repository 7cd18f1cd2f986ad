import { apiRequest } from '../../../lib/api-client';

/** `PUT update-sidebar/user/{id}`: remembers whether the user keeps the workspace sidebar retracted. */
export function updateSidebar(userId: number, sidebarRetract: boolean): Promise<unknown> {
  return apiRequest<unknown>(`update-sidebar/user/${userId}`, {
    method: 'PUT',
    body: { sidebar_retract: sidebarRetract },
  });
}
