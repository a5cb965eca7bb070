// No Zod here: the root route imports this module, so it is in every page's JavaScript.
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

export function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

export const THEME_FORM_ACTION = "/theme";
