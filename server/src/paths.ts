import { fileURLToPath } from "node:url";
import { join } from "node:path";

/** The repository root, found from this file so it does not depend on the working directory. */
export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

export const webRoot = join(repoRoot, "web");
export const webClientBuild = join(webRoot, "build", "client");
export const webServerBuild = join(webRoot, "build", "server", "index.js");
export const migrationsFolder = fileURLToPath(new URL("./db/migrations", import.meta.url));
