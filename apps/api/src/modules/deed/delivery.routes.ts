import {
  DELIVERY_STATUS_PATH,
  SET_SHIPPING_ADDRESS_PATH,
  companyIdParamsSchema,
  deliveryStatusQuerySchema,
  deliveryStatusResponseSchema,
  errorResponseSchema,
  setShippingAddressBodySchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../auth/authenticate';
import { deliveryStatus, setShippingAddress } from './deed.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * The founder's side of the delivery of the certified copy (testimonio), spec section 7:
 * `POST set-shipping-address/{id}` and `GET delivery-status/{id}` (`?tracking=true` asks for the tracking
 * number: 409 no_tracking_number while there is none).
 */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };

  app.post(
    `/${SET_SHIPPING_ADDRESS_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['company'],
        summary:
          'Give or change where the testimony is shipped: 409 signature_not_complete, delivery_already_shipped',
        params: companyIdParamsSchema,
        body: setShippingAddressBodySchema,
        response: { 200: deliveryStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await setShippingAddress(app, callerId(request), request.params.id, request.body),
    }),
  );

  app.get(
    `/${DELIVERY_STATUS_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['company'],
        summary:
          'Where the testimony is: preparing, shipped (carrier, tracking) or delivered; ?tracking=true answers 409 no_tracking_number before shipping',
        params: companyIdParamsSchema,
        querystring: deliveryStatusQuerySchema,
        response: { 200: deliveryStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await deliveryStatus(
        app,
        callerId(request),
        request.params.id,
        request.query.tracking === 'true',
      ),
    }),
  );
};
