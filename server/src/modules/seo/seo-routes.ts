import type { FastifyPluginAsync } from "fastify";
import { collectSitemapEntries, robotsTxt, sitemapXml } from "./seo-service.ts";

/** /sitemap.xml and /robots.txt, registered before the site so React Router does not answer them. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    const entries = await collectSitemapEntries(app.services, request.log);
    return reply.type("application/xml; charset=utf-8").header("Cache-Control", "public, max-age=3600").send(sitemapXml(entries, app.config.siteUrl));
  });
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("Cache-Control", "public, max-age=3600").send(robotsTxt(app.config.siteUrl)),
  );
};
