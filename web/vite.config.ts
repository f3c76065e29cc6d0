import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { linguiMacro } from "./lingui-macro";

/**
 * What every page loads goes out in two files instead of twenty: the framework (React, React
 * Router), and the site's shell (header, footer, offers banner, cart badge and the small rules they
 * use), each with one stylesheet. On a phone over 4G every extra request before the first paint
 * costs a round trip; the files stay cached across pages either way. Only modules that are on every
 * page belong in the shell: anything loaded on demand (maps, PDFs, the console, forms' dialogs)
 * stays in chunks of its own.
 */
const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/;
/** The marketing pages' shared pieces (hero, reveal on scroll, picture cards), in one file for all of them. */
const marketing = /[\\/]web[\\/]app[\\/]components[\\/](reveal\.tsx|page-hero\.tsx|picture-card\.tsx|marketing\.module\.css|reveal\.module\.css|page-hero\.module\.css)$/;
const shell = new RegExp(
  [
    String.raw`[\\/]web[\\/]app[\\/]components[\\/](site-shell|site-header|site-footer|promo-banner|cart-link|icons|external-link|skip-link|status-page|brand-mark|page-intro|safe-image)\.tsx$`,
    String.raw`[\\/]web[\\/]app[\\/]site[\\/][\w-]+\.ts$`,
    String.raw`[\\/]web[\\/]app[\\/]styles[\\/]theme\.css$`,
    String.raw`[\\/]web[\\/]app[\\/]lib[\\/](cart-store|use-media-query|meta|before-hydration)\.ts$`,
    String.raw`[\\/]contract[\\/]src[\\/](site|cart|money|promotions-timing|catalogue-rules)\.ts$`,
  ].join("|"),
);

export default defineConfig(({ isSsrBuild }) => ({
  // The macros first: React Router's plugin runs no Babel (decision 056).
  plugins: [linguiMacro(), reactRouter()],
  build: {
    target: "es2022",
    ...(!isSsrBuild && {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: "framework", test: framework, priority: 2 },
              { name: "shell", test: shell, priority: 1 },
              { name: "marketing", test: marketing, priority: 1 },
            ],
          },
        },
      },
    }),
  },
}));
