import devanagari400 from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import devanagari700 from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url";
import gurmukhi400 from "@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-400-normal.woff2?url";
import gurmukhi700 from "@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-700-normal.woff2?url";
import type { Locale } from "@urjavolt/contract/locale";

/**
 * Devanagari and Gurmukhi from our own server (decision 056): Noto Sans subsets from Fontsource,
 * regular and bold, only on Hindi and Punjabi pages. Both ranges include ₹ (U+20B9), so these rules
 * must never reach an English page, where a price would fetch the font. `swap` shows the text at
 * once in the phone's own font; the regular face is preloaded so the swap comes early.
 * theme.css puts the family first in --font-sans for `:lang(hi-IN)` and `:lang(pa-IN)`.
 */
type IndicFont = { family: string; unicodeRange: string; regular: string; bold: string };

const fonts: Partial<Record<Locale, IndicFont>> = {
  hi: {
    family: "Noto Sans Devanagari",
    unicodeRange: "U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09",
    regular: devanagari400,
    bold: devanagari700,
  },
  pa: {
    family: "Noto Sans Gurmukhi",
    unicodeRange: "U+0951-0952,U+0964-0965,U+0A01-0A76,U+200C-200D,U+20B9,U+25CC,U+262C,U+A830-A839",
    regular: gurmukhi400,
    bold: gurmukhi700,
  },
};

/** The page's @font-face rules and the face to preload, or nothing for English. */
export function fontFor(locale: Locale): { css: string; preload: string } | undefined {
  const font = fonts[locale];
  if (!font) return undefined;
  const face = (weight: number, url: string) =>
    `@font-face{font-family:"${font.family}";font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format("woff2");unicode-range:${font.unicodeRange}}`;
  return { css: face(400, font.regular) + face(700, font.bold), preload: font.regular };
}

/**
 * Adds a script's faces to the document for a box written in it on a page in another language (the
 * suggestion of the visitor's language, decision 056): the FontFace API, so no rule reaches the
 * page's HTML, and only a visitor shown the box downloads the face, when the box's text is drawn.
 */
export function addFontFaces(locale: Locale): void {
  const font = fonts[locale];
  if (!font || typeof FontFace === "undefined") return;
  for (const [weight, url] of [
    ["400", font.regular],
    ["700", font.bold],
  ] as const) {
    document.fonts.add(new FontFace(font.family, `url(${url}) format("woff2")`, { weight, display: "swap", unicodeRange: font.unicodeRange }));
  }
}
