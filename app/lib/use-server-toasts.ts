// The one place a toast from the server reaches the screen (ADR 049): every `toast` field of the
// data React Router holds for the page, the loaders' (the root's carries the flash cookie's) and
// the submitted action's.
import { useContext, useEffect } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";
import { showServerToast, type ToastInput } from "./toast";

interface RouteDataState {
  matches: { route: { id: string } }[];
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
}

function toastOf(routeData: unknown): ToastInput | null {
  if (typeof routeData !== "object" || routeData === null || !("toast" in routeData)) return null;
  const found = routeData.toast;
  return typeof found === "object" && found !== null && "title" in found
    ? (found as ToastInput)
    : null;
}

/**
 * The toasts of the page's data, in the order they are shown (one at a time, so the last one
 * stays): each route's loader toast from the innermost out, then the action's, then the root's,
 * which a redirect flashed.
 */
export function serverToasts(state: RouteDataState, rootId = "root"): ToastInput[] {
  const routes = state.matches.map((match) => match.route.id);
  const inner = routes.filter((id) => id !== rootId).reverse();
  return [
    ...inner.map((id) => toastOf(state.loaderData[id])),
    ...inner.map((id) => toastOf(state.actionData?.[id])),
    toastOf(state.loaderData[rootId]),
  ].filter((t): t is ToastInput => t !== null);
}

/** Shows every new server toast of the page (rendered once, by the root). */
export function useServerToasts() {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const found = state ? serverToasts(state) : [];
  useEffect(() => {
    for (const input of found) showServerToast(input);
  });
}
