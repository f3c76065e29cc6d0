import { hasPdftotext } from "./pdf-text.ts";

/**
 * Says once per run which databases the API tests cover, so a run without PostgreSQL is never
 * mistaken for one with it.
 */
export default function announceDatabases() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    console.log(`API tests run on PGlite and on PostgreSQL (${url.replace(/\/\/[^@/]*@/, "//***@")}).`);
  } else {
    console.log(
      "API tests run on PGlite only: the PostgreSQL runs are skipped. Set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run them too.",
    );
  }
  if (!hasPdftotext) {
    console.log("pdftotext (Debian's poppler-utils) is not installed: the tests that read the text of generated PDFs are skipped.");
  }
}
