import { pino, type Logger } from "pino";
import type { Config } from "./config.ts";

/** Structured JSON logs; readable lines in development. */
export function createLogger(config: Pick<Config, "env" | "logLevel">): Logger {
  return pino({
    level: config.logLevel,
    ...(config.env === "development" && {
      transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } },
    }),
  });
}
