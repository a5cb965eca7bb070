import { moduleConfig } from "./env.server";

/**
 * Every cookie the app sets carries Secure in production, unless COOKIE_SECURE=false (production
 * mode over plain http, off localhost). Read once at start, like the rest of the configuration.
 */
export const secureCookies = moduleConfig().secureCookies;
