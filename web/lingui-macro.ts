import { fileURLToPath } from "node:url";
import { transformAsync } from "@babel/core";
import { getConfig } from "@lingui/conf";
import type { Plugin } from "vite";

/**
 * Lingui's macros (`t`, `msg`, `<Trans>`, `<Plural>`, decision 056) turn English text into
 * catalogue ids at build time. They need Babel, which neither Vite nor React Router runs, so this
 * plugin runs it, and only over the app's files that import a Lingui macro: the rest of the build
 * keeps its speed.
 */
export function linguiMacro(): Plugin {
  // The catalogues' own configuration (i18n/lingui.config.ts), wherever the build is started from.
  const linguiConfig = getConfig({ configPath: fileURLToPath(new URL("../i18n/lingui.config.ts", import.meta.url)), skipValidation: true });
  return {
    name: "urjavolt:lingui-macro",
    enforce: "pre",
    async transform(code, id) {
      if (id.includes("/node_modules/") || !/\.[jt]sx?$/.test(id.split("?")[0] ?? "")) return null;
      if (!/@lingui\/(?:core|react)\/macro/.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id.split("?")[0],
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [["@lingui/babel-plugin-lingui-macro", { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map ?? null } : null;
    },
  };
}
