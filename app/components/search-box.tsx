import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useSearchParams } from "react-router";
import { cn } from "~/lib/utils";

/**
 * A search box whose query lives in the URL (`?q=` by default). Without JavaScript it submits as a
 * GET form and the server renders the filtered page; with it, the URL updates as you type
 * (replacing the history entry) and the page filters instantly. Other query parameters are kept.
 */
export function SearchBox({
  label,
  placeholder,
  param = "q",
  resetParams = [],
  className,
}: {
  label: string;
  placeholder?: string;
  param?: string;
  /** Parameters a new query drops (e.g. `page`, so a search starts on its first page). */
  resetParams?: string[];
  className?: string;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(param) ?? "";
  const kept = [...searchParams.entries()].filter(
    ([key]) => key !== param && !resetParams.includes(key),
  );
  // The input is uncontrolled (typing must not re-render it). When the URL changes by other means
  // (a "clear search" link, back/forward), show the URL's query again; never while the input has
  // focus, where a slower URL update could overwrite what was typed since.
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input && input.value !== value) input.value = value;
  }, [value]);
  return (
    <Form method="get" role="search" className={cn("relative", className)} preventScrollReset>
      {kept.map(([key, v]) => (
        <input key={key} type="hidden" name={key} value={v} />
      ))}
      <label className="sr-only" htmlFor={`search-${param}`}>
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
      />
      <input
        ref={inputRef}
        id={`search-${param}`}
        type="search"
        name={param}
        defaultValue={value}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => {
          const next = event.currentTarget.value;
          setSearchParams(
            (prev) => {
              const params = new URLSearchParams(prev);
              for (const key of resetParams) params.delete(key);
              if (next) params.set(param, next);
              else params.delete(param);
              return params;
            },
            { replace: true, preventScrollReset: true },
          );
        }}
        className="h-12 w-full rounded-xl border border-border bg-card pr-24 pl-11 text-base placeholder:text-muted/80 focus-visible:border-accent"
      />
      <button
        type="submit"
        className="absolute top-1.5 right-1.5 h-9 rounded-lg bg-accent px-3 text-sm font-medium text-accent-foreground"
      >
        Search
      </button>
    </Form>
  );
}

/** Case-insensitive match of every word of the query against any of the given texts. */
export function matchesQuery(query: string, ...texts: (string | undefined)[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.filter(Boolean).join(" ").toLowerCase();
  return words.every((word) => haystack.includes(word));
}
