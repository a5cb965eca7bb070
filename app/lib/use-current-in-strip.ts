import { useEffect, useRef } from "react";

/**
 * On a phone a row of links (the admin sidebar, the settings sections) scrolls sideways: brings
 * its current item (`aria-current="page"`) to the middle of the row, scrolling the row only,
 * never the page. Runs again when `current` changes. Returns the ref for the scrolling element.
 */
export function useCurrentInStrip<T extends HTMLElement>(current: unknown) {
  const strip = useRef<T>(null);
  useEffect(() => {
    const list = strip.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    const item = link.parentElement ?? link;
    const left = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left), behavior: "instant" });
  }, [current]);
  return strip;
}
