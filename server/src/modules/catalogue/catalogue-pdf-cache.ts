import { createHash } from "node:crypto";
import { type CatalogueLineId, catalogueLine } from "@urjavolt/contract/catalogue-rules";
import { site } from "@urjavolt/contract/site";
import { renderCataloguePdf } from "./catalogue-pdf.ts";
import { toDetail } from "./catalogue-rows.ts";
import type { Snapshot } from "./catalogue-snapshot.ts";

export type CataloguePdf = { body: Buffer; etag: string; filename: string };

/** Bump when the PDF layout changes, so browsers holding an old copy fetch the new one. */
const PDF_LAYOUT_REVISION = "1";

/**
 * The product lines' catalogue PDFs (catalogue-pdf.ts draws them), each built from the live
 * catalogue on first ask and kept until the catalogue's snapshot key changes. The ETag comes from
 * that key alone, so a browser's If-None-Match is answered without building anything.
 */
export function createCataloguePdfs(current: () => Promise<Snapshot>, options: { siteUrl: string }) {
  const built = new Map<CatalogueLineId, { key: string; bestsellers: ReadonlySet<number>; pdf: CataloguePdf }>();

  return {
    /** A product line's catalogue PDF; null for an unknown line. */
    async cataloguePdf(lineId: string): Promise<CataloguePdf | null> {
      const line = catalogueLine(lineId);
      if (!line) return null;
      const state = await current();
      const cached = built.get(line.id);
      if (cached?.key === state.key && cached.bestsellers === state.bestsellers) return cached.pdf;
      const lineProducts = state.rows.filter((row) => (line.categories as readonly string[]).includes(row.category)).map((row) => toDetail(row, state.bestsellers));
      const body = await renderCataloguePdf({ line, products: lineProducts, pricesAsOf: state.updatedAt, siteUrl: options.siteUrl });
      const pdf = { body, etag: etagOf(pdfKey(state), line.id), filename: `${site.brand}-${line.id}-catalogue.pdf` };
      built.set(line.id, { key: state.key, bestsellers: state.bestsellers, pdf });
      return pdf;
    },

    /** The ETag a line's PDF has now, without building it (for If-None-Match). */
    async cataloguePdfEtag(lineId: string): Promise<string | null> {
      const line = catalogueLine(lineId);
      if (!line) return null;
      return etagOf(pdfKey(await current()), line.id);
    },
  };
}

/** What a PDF is built from: the catalogue's version and its bestsellers, which the sales move (decision 046). */
function pdfKey(state: Snapshot): string {
  return `${state.key}-${[...state.bestsellers].sort((a, b) => a - b).join(".")}`;
}

function etagOf(key: string, lineId: string): string {
  const hash = createHash("sha256").update(`${PDF_LAYOUT_REVISION}|${lineId}|${key}`).digest("base64url").slice(0, 22);
  return `"${hash}"`;
}
