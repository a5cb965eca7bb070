// Which pages load JavaScript (ADR 025). A route that needs the client exports
// `handle = HYDRATE`; the root renders React Router's scripts only when a matched route does.
// Every other page is server-rendered HTML and CSS, with one small inline script
// (app/lib/page-script.ts) for pending labels and closing disclosures.
import { useMatches } from "react-router";

export interface HydrationHandle {
  /** True when the page needs React in the browser (instant results, upload progress, admin). */
  hydrate?: boolean;
}

export const HYDRATE = { hydrate: true } as const satisfies HydrationHandle;

/** True when any matched route asks for the client. */
export function useHydrates(): boolean {
  return useMatches().some((match) => (match.handle as HydrationHandle | undefined)?.hydrate);
}
