import crypto from "node:crypto";
import { moduleConfig } from "./env.server";

const config = moduleConfig();

/**
 * Every cookie the app sets carries Secure in production, unless COOKIE_SECURE=false (production
 * mode over plain http, off localhost). Read once at start, like the rest of the configuration.
 */
export const secureCookies = config.secureCookies;

/**
 * The secrets that sign cookies whose content the app trusts when it reads it back (ADR 037):
 * SESSION_SECRET, or a random one for this process (a restart, or another app server, then
 * ignores a cookie signed before: at worst one flashed toast is not shown).
 */
export const cookieSecrets = [config.sessionSecret ?? crypto.randomBytes(32).toString("base64url")];
