import Fastify from "fastify";

/**
 * The yardstick: a bare Fastify JSON route on the same Node, machine and moment as the site, so
 * the bench can report the site's figures as ratios to it.
 */
const app = Fastify({ logger: false });
app.get("/bare", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.env.PORT ?? 3118), host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
