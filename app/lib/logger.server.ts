import { pino } from "pino";

/** Structured JSON logs on stdout; one logger per process. */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  redact: ["req.headers.cookie", 'res.headers["set-cookie"]'],
});

export type Logger = typeof logger;
