import { Plus } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { SearchBox } from "~/components/search-box";
import { buttonVariants } from "~/components/ui/button";
import { toast, type ToastInput } from "~/lib/toast";
import { withParams } from "./list-url";

/** Title, Add button (opens the add dialog through ?new=1) and the screen's content. */
export function AdminPage({
  title,
  description,
  addLabel,
  children,
}: {
  title: string;
  description?: string;
  /** Label of the Add button; screens without adding (queues, lists) leave it out. */
  addLabel?: string;
  children: React.ReactNode;
}) {
  const location = useLocation();
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          {description ? <p className="mt-1 text-muted">{description}</p> : null}
        </div>
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
      <div className="mt-6 space-y-4">{children}</div>
    </>
  );
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
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
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

/** Shows a toast the loader or action sent back (load and save failures, spec §8). */
export function useDataToast(message: ToastInput | null | undefined) {
  useEffect(() => {
    if (message) toast(message);
  }, [message]);
}

/** The destructive 'Error' toast of spec §8. */
export function errorToast(description: string): ToastInput {
  return { title: "Error", description, variant: "destructive", duration: 3000 };
}
