import { AsyncLocalStorage } from 'node:async_hooks';

/** What follows a request through the work it starts (database calls, jobs it enqueues). */
export type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` with the request's context visible to everything it calls. */
export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The id of the request under way (the X-Request-Id sent back), or undefined outside a request. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
