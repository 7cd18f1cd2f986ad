import { okResponseSchema } from '@forja/contracts';
import { apiRequest } from '../../../lib/api-client';

/** `PUT update-sidebar/user/{id}`: remembers whether the user keeps the workspace sidebar retracted. */
export function updateSidebar(userId: number, sidebarRetract: boolean): Promise<{ ok: true }> {
  return apiRequest(`update-sidebar/user/${userId}`, {
    method: 'PUT',
    body: { sidebar_retract: sidebarRetract },
    schema: okResponseSchema.shape.content,
  });
}
