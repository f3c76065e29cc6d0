import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";

/**
 * The product lines' catalogue PDFs at /catalogs/<line>.pdf ("View Catalog" on the marketing
 * pages), built from the live catalogue and revalidated by ETag: a browser keeps its copy until the
 * catalogue changes.
 */
export const cataloguePdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/catalogs/:line.pdf",
    {
      // A file for people, not part of the JSON API's description.
      schema: {
        hide: true,
        params: z.object({ line: z.string() }),
      },
    },
    async (request, reply) => {
      const catalogue = app.services.catalogue;
      const etag = await catalogue.cataloguePdfEtag(request.params.line);
      if (!etag) throw new AppError("not_found", "Catalogue not found");
      reply.header("ETag", etag).header("Cache-Control", "public, no-cache");
      if (ifNoneMatch(request.headers["if-none-match"], etag)) return reply.status(304).send();
      const pdf = await catalogue.cataloguePdf(request.params.line);
      if (!pdf) throw new AppError("not_found", "Catalogue not found");
      // The site's CSP (object-src 'none') would stop the browser's own PDF viewer showing the file.
      reply.removeHeader("content-security-policy");
      return reply
        .header("ETag", pdf.etag)
        .header("Content-Type", "application/pdf")
        .header("Content-Disposition", `inline; filename="${pdf.filename}"`)
        .header("Content-Length", pdf.body.length)
        .send(pdf.body);
    },
  );
};

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}
