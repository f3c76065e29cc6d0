/**
 * Zod compiles object parsers with `new Function` where it can, and probes for that with an eval
 * when it builds its first object schema. The page's Content-Security-Policy forbids eval (no
 * 'unsafe-eval'), so in the browser the probe is a CSP violation in the console and a Lighthouse
 * Best Practices failure. Zod reads its configuration from `globalThis.__zod_globalConfig`, so this
 * inline script (run before any module) switches the browser's Zod to jitless parsing, which costs
 * nothing for the few small objects a page parses. The server keeps the compiled parsers.
 */
export const zodBrowserConfigScript = "globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});";
