import { Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { SearchBox } from "~/components/search-box";
import { buttonVariants } from "~/components/ui/button";
import { withParams } from "~/lib/list-url";

/**
 * Title, the screen's actions (its Add button, opening the add dialog through ?new=1, and any
 * other, e.g. an export) at the top right, and the screen's content. Closing a dialog gives the
 * focus back to what opened it.
 */
export function AdminPage({
  title,
  description,
  addLabel,
  actions,
  children,
}: {
  title: string;
  description?: string;
  /** Label of the Add button; screens without adding (queues, lists) leave it out. */
  addLabel?: string;
  /** The screen's other actions, shown where every screen has its primary one. */
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const location = useLocation();
  useFocusOpenerOnClose();
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <h1 tabIndex={-1} className="text-2xl font-bold focus:outline-none sm:text-3xl">
          {title}
        </h1>
        {addLabel || actions ? (
          <div className="flex flex-wrap items-center gap-2">
            {actions}
            {addLabel ? (
              <Link
                to={withParams(location, { new: "1", edit: null, delete: null })}
                preventScrollReset
                className={buttonVariants()}
              >
                <Plus aria-hidden="true" />
                {addLabel}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
      {description ? <p className="mt-2 max-w-4xl text-muted">{description}</p> : null}
      <div className="mt-6 space-y-4">{children}</div>
    </>
  );
}

/** The URL parameters that open a dialog (ADR 008), and those that say what it starts from. */
const OPENING_PARAMS = ["new", "edit", "delete", "view", "review", "merge"] as const;
const DIALOG_KEY_PARAMS = [...OPENING_PARAMS, "from"] as const;

function dialogKey(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!OPENING_PARAMS.some((name) => params.has(name))) return null;
  return DIALOG_KEY_PARAMS.map((name) => `${name}=${params.get(name) ?? ""}`).join("&");
}

function dialogItem(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of OPENING_PARAMS) {
    const value = params.get(name);
    if (value && value !== "1") return value;
  }
  return null;
}

/**
 * The dialogs live in the URL, so closing one (Close, Escape, Cancel, a save) is a navigation
 * that unmounts it. Afterwards the focus goes back to the link that opens the same dialog (the
 * row's Edit link, the Add button), else to a link of the same row (a row deleted, a second step),
 * else to the screen's heading: never lost on the page's body.
 */
function useFocusOpenerOnClose() {
  const { search } = useLocation();
  const previous = useRef(search);
  useEffect(() => {
    const closed = previous.current;
    previous.current = search;
    const key = dialogKey(closed);
    if (!key || dialogKey(search)) return;
    const main = document.getElementById("main") ?? document.body;
    const links = [...main.querySelectorAll<HTMLAnchorElement>("a[href]")].filter(
      (link) => link.getClientRects().length > 0,
    );
    const searchOf = (link: HTMLAnchorElement) => new URL(link.href, window.location.href).search;
    const item = dialogItem(closed);
    const itemParams = (link: HTMLAnchorElement) => new URLSearchParams(searchOf(link));
    const opener =
      links.find((link) => dialogKey(searchOf(link)) === key) ??
      (item
        ? links.find((link) => OPENING_PARAMS.some((name) => itemParams(link).get(name) === item))
        : undefined) ??
      main.querySelector<HTMLElement>("h1");
    opener?.focus();
  }, [search]);
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface Filter {
  name: string;
  label: string;
  allLabel: string;
  options: readonly FilterOption[];
}

/**
 * The search box and the screen's filters, all in the URL; a filter change goes back to page 1.
 * With JavaScript a filter applies on change; without it, through the Apply button.
 */
export function FilterBar({ searchLabel, filters }: { searchLabel: string; filters: Filter[] }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const submit = useSubmit();
  // Many filters take the row: the search keeps a line of its own above them.
  const stacked = filters.length > 3;
  return (
    <div
      className={stacked ? "flex flex-col gap-3" : "flex flex-col gap-3 lg:flex-row lg:items-end"}
    >
      <SearchBox
        label={searchLabel}
        placeholder={`${searchLabel}...`}
        resetParams={["page", "new", "edit", "delete"]}
        className="lg:flex-1"
      />
      {filters.length > 0 ? (
        <Form
          method="get"
          preventScrollReset
          className="flex flex-wrap items-end gap-3"
          onChange={(event) => {
            const form = event.currentTarget;
            void submit(form, { replace: true, preventScrollReset: true });
          }}
        >
          {params.get("q") ? <input type="hidden" name="q" value={params.get("q") ?? ""} /> : null}
          {filters.map((filter) => (
            <div key={filter.name} className="grid gap-1">
              <label htmlFor={`filter-${filter.name}`} className="text-xs font-medium text-muted">
                {filter.label}
              </label>
              <select
                id={`filter-${filter.name}`}
                name={filter.name}
                defaultValue={params.get(filter.name) ?? ""}
                key={`${filter.name}-${params.get(filter.name) ?? ""}`}
                className="h-12 min-w-36 rounded-xl border border-border bg-card px-3 text-sm"
              >
                <option value="">{filter.allLabel}</option>
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <noscript>
            <button
              type="submit"
              className="h-12 rounded-xl border border-border px-4 text-sm font-medium"
            >
              Apply
            </button>
          </noscript>
        </Form>
      ) : null}
    </div>
  );
}

/** True while this screen's list reloads (a filter, search, page or a save). */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location?.pathname === location.pathname;
}
