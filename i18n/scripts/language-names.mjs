// Draws the language switch's names, हिन्दी and ਪੰਜਾਬੀ, as SVG outlines (decision 056): every page shows
// them, and a device without a Devanagari or Gurmukhi font would draw boxes, while loading those fonts
// on every page is what the fonts' rule forbids. Shaped by HarfBuzz from the Noto Sans bold subsets
// the Hindi and Punjabi pages use. Run from the repository: node i18n/scripts/language-names.mjs
import { readFileSync, writeFileSync } from "node:fs";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";

const names = [
  ["hi", "हिन्दी", "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2"],
  ["pa", "ਪੰਜਾਬੀ", "@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-700-normal.woff2"],
];
// Noto Sans's line, in font units (1000 to the em): room for the matras above and below.
const ascent = 1100;
const descent = 400;

for (const [locale, text, source] of names) {
  const font = new hb.Font(new hb.Face(new hb.Blob(await fontverter.convert(readFileSync(new URL(`../../node_modules/${source}`, import.meta.url)), "truetype")), 0));
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  let x = 0;
  const paths = [];
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    const outline = font.glyphToPath(glyph.codepoint);
    if (outline) paths.push(`<path transform="translate(${x + (glyph.xOffset ?? 0)} ${-(glyph.yOffset ?? 0)})" d="${outline}"/>`);
    x += glyph.xAdvance ?? 0;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${x} ${ascent + descent}" fill="#ffffff"><g transform="translate(0 ${ascent}) scale(1 -1)">${paths.join("")}</g></svg>\n`;
  writeFileSync(new URL(`../../web/public/images/languages/${locale}.svg`, import.meta.url), svg);
  console.log(`${locale}.svg: ${text}, ${svg.length} bytes, ${x} × ${ascent + descent} units`);
}
