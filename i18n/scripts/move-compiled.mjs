// `lingui compile` writes each compiled catalogue beside its .po file; the app imports them from compiled/.
import { readFileSync, renameSync } from "node:fs";

for (const locale of ["en", "hi", "pa"]) {
  const from = new URL(`../locales/${locale}.ts`, import.meta.url);
  const to = new URL(`../compiled/${locale}.ts`, import.meta.url);
  readFileSync(from); // fails clearly when compile did not write it
  renameSync(from, to);
}
