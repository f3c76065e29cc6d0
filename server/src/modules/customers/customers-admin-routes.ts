import { CustomerParamsSchema, CustomerRecordSchema, CustomerSearchQuerySchema, CustomerSearchSchema } from "@urjavolt/contract/customers";
import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../http/staff-auth.ts";

const failures = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/**
 * One customer in the console under /api/v1/admin (decision 054): for the desk's roles (admin and
 * support), who already see the orders and tickets it gathers. Read-only; nothing here signs in as
 * the customer or shows a sign-in code.
 */
export const customersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const customers = app.services.customers;

  app.get(
    "/admin/customers",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Customers by a 10-digit mobile, an e-mail address or part of a name, with how many orders, units and requests carry each",
        querystring: CustomerSearchQuerySchema,
        response: { 200: CustomerSearchSchema, ...failures },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return customers.search(request.query.q);
    },
  );

  app.get(
    "/admin/customers/:contact",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "One customer by their mobile or e-mail: account, orders, units, service requests with visits and messages, and message consents",
        params: CustomerParamsSchema,
        response: { 200: CustomerRecordSchema, ...failures },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return customers.record(request.params.contact);
    },
  );
};
