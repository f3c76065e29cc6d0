import { EmiPlanListSchema } from "@urjavolt/contract/emi";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The EMI plans on offer (decision 022): what the EMI page and the product pages' "EMI from" line are computed from. */
export const emiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/emi-plans",
    {
      schema: {
        tags: ["emi"],
        summary: "The EMI plans on offer (amounts in rupees, rates in percent a year); empty when the shop has set none",
        response: { 200: EmiPlanListSchema },
      },
    },
    () => app.services.emi.listActive(),
  );
};
