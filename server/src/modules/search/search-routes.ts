import { SearchQuerySchema, SearchResultListSchema, SearchSuggestionListSchema } from "@urjavolt/contract/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The header search box's suggestions (decision 042): the same for every visitor, so briefly cacheable. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/search",
    {
      schema: {
        tags: ["search"],
        summary: "Every product matching each word of the query (typos and the console's synonyms allowed), best first; the nearest products when none matches",
        querystring: SearchQuerySchema,
        response: { 200: SearchResultListSchema },
      },
    },
    (request) => app.services.search.searchProducts(request.query.q),
  );
  app.get(
    "/search/suggestions",
    {
      schema: {
        tags: ["search"],
        summary: "Up to six products for what is being typed (the query normalised: trimmed, lower case, at most 80 characters); none under two characters",
        querystring: SearchQuerySchema,
        response: { 200: SearchSuggestionListSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return app.services.search.suggest(request.query.q);
    },
  );
};
