import {
  faqsRequestAnswerResponseSchema,
  faqsRequestMessagesPath,
  type SupportRequest,
} from '@forja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportRequest } from '../../../lib/api-client';
import { supportQueryKeys } from './support-query-keys';

/** `POST /ai/faqs/requests/{id}/messages`: the user answers Forja's team in the request's thread. */
export async function answerSupportRequest(requestId: number, message: string): Promise<SupportRequest> {
  const content = await supportRequest(faqsRequestMessagesPath(requestId), {
    body: { message },
    schema: faqsRequestAnswerResponseSchema.shape.content,
  });
  return content.request;
}

/** Sends the answer and puts the request, with its thread and status as the server has them, in the list. */
export function useAnswerSupportRequest(userId: number, companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { requestId: number; message: string }) =>
      answerSupportRequest(input.requestId, input.message),
    onSuccess: (answered) => {
      queryClient.setQueryData<SupportRequest[]>(supportQueryKeys.requests(userId, companyId), (requests) =>
        requests?.map((request) => (request.id === answered.id ? answered : request)),
      );
    },
  });
}
