import { pino } from "pino";
import { moduleConfig } from "./env.server";

/** Structured JSON logs on stdout; one logger per process. */
export const logger = pino({
  level: moduleConfig().logLevel,
  base: undefined,
  redact: ["req.headers.cookie", 'res.headers["set-cookie"]'],
});

export type Logger = typeof logger;
