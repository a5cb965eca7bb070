import { ChevronLeft, ChevronRight, Eye, type LucideIcon, Pencil, Trash2 } from "lucide-react";
import { Link, useLocation } from "react-router";
import { withParams } from "~/lib/list-url";
import { cn } from "~/lib/utils";

export interface Column<T> {
  header: string;
  cell: (row: T) => React.ReactNode;
  className?: string;
  /** The card's title on narrow screens (the first column when no column says so). */
  primary?: boolean;
  /** On a card, across its whole width (a long text). */
  wide?: boolean;
}

/**
 * One action of a row: an icon in the table, an icon with its word on a card. The accessible
 * name says which row (`label`); the word shown (`text`) starts it, so speech input can use it.
 */
export function RowAction({
  to,
  label,
  text,
  icon: Icon,
  tone = "default",
}: {
  to: string;
  label: string;
  text: string;
  icon: LucideIcon;
  tone?: "default" | "danger";
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-label={label}
      className={cn(rowActionClass, tone === "danger" && "text-danger")}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="@3xl:hidden">{text}</span>
    </Link>
  );
}

/** The look of a row's action, for screens whose action is a button (a form post). */
export const rowActionClass =
  "inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium hover:bg-accent-soft @3xl:px-0 @max-3xl:border @max-3xl:border-border";

/**
 * The one admin list: a table where there is room, one card per row where there is not (a phone
 * or a tablet: the list's container is narrower than 48rem). The card is the same table row
 * restyled (app.css, `.admin-table`), so the roles, names and tests are the same at every width:
 * its first (or `primary`) cell is the title, the others are facts labelled with their column's
 * header, and the actions carry their words. Edit and delete links name their row; an empty-state
 * row and a loading message while the list reloads. `canEdit` / `canDelete` may decide per row
 * (read-only rows); `rowActions` adds a screen's own actions before them.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowLabel,
  empty,
  loading,
  editParam = "edit",
  editLabel = "Edit",
  canEdit = true,
  canDelete = true,
  rowActions,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  rowLabel: (row: T) => string;
  empty: string;
  loading?: boolean;
  editParam?: string;
  /** The verb of the row's first action ("Edit", or "View" on read-only queues). */
  editLabel?: string;
  canEdit?: boolean | ((row: T) => boolean);
  canDelete?: boolean | ((row: T) => boolean);
  rowActions?: (row: T) => React.ReactNode;
}) {
  const location = useLocation();
  const hasActions = canEdit !== false || canDelete !== false || rowActions !== undefined;
  const allowed = (rule: boolean | ((row: T) => boolean), row: T) =>
    typeof rule === "function" ? rule(row) : rule;
  const span = columns.length + (hasActions ? 1 : 0);
  const primary = Math.max(
    0,
    columns.findIndex((column) => column.primary),
  );
  return (
    <div className="@container">
      <div className="@3xl:overflow-x-auto @3xl:rounded-xl @3xl:border @3xl:border-border @3xl:bg-card">
        <table
          className="admin-table w-full text-left text-sm @3xl:min-w-[36rem]"
          aria-busy={loading || undefined}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border text-muted">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cn("px-4 py-3 font-medium", column.className)}
                >
                  {column.header}
                </th>
              ))}
              {hasActions ? (
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Actions
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <tr data-note="">
                <td colSpan={span} className="px-4 py-3 text-muted" role="status">
                  Loading...
                </td>
              </tr>
            ) : null}
            {rows.length === 0 ? (
              <tr data-note="">
                <td colSpan={span} className="px-4 py-10 text-center text-muted">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const key = rowKey(row);
                const label = rowLabel(row);
                return (
                  <tr key={key} className="border-b border-border last:border-b-0">
                    {columns.map((column, index) => (
                      <td
                        key={column.header}
                        data-label={index === primary ? undefined : column.header}
                        data-primary={index === primary ? "" : undefined}
                        data-wide={column.wide ? "" : undefined}
                        className={cn("px-4 py-3 align-top", column.className)}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                    {hasActions ? (
                      <td data-actions="" className="px-2 py-1.5 text-right whitespace-nowrap">
                        {rowActions?.(row)}
                        {allowed(canEdit, row) ? (
                          <RowAction
                            to={withParams(location, { [editParam]: key, delete: null, new: null })}
                            label={`${editLabel} ${label}`}
                            text={editLabel}
                            icon={editLabel === "Edit" ? Pencil : Eye}
                          />
                        ) : null}
                        {allowed(canDelete, row) ? (
                          <RowAction
                            to={withParams(location, { delete: key, [editParam]: null, new: null })}
                            label={`Delete ${label}`}
                            text="Delete"
                            icon={Trash2}
                            tone="danger"
                          />
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Previous / next page links (?page=), with where the visible rows sit in the whole list. */
export function Pagination({
  page,
  total,
  pageSize,
}: {
  page: number;
  total: number;
  pageSize: number;
}) {
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const link = (target: number, label: string, icon: React.ReactNode, disabled: boolean) =>
    disabled ? (
      <span
        aria-disabled="true"
        className="inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm text-muted opacity-60"
      >
        {icon}
        {label}
      </span>
    ) : (
      <Link
        to={withParams(location, { page: target === 1 ? null : String(target) })}
        className="inline-flex h-9 items-center gap-1 rounded-lg border border-border px-3 text-sm hover:bg-accent-soft"
      >
        {icon}
        {label}
      </Link>
    );
  return (
    <nav
      aria-label="Pagination"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted">
        {first > total
          ? `Page ${page} of ${pages}`
          : `${first}–${last} of ${total.toLocaleString("en-IN")}`}
      </p>
      <div className="flex gap-2">
        {link(
          page - 1,
          "Previous",
          <ChevronLeft aria-hidden="true" className="size-4" />,
          page <= 1,
        )}
        {link(
          page + 1,
          "Next",
          <ChevronRight aria-hidden="true" className="size-4" />,
          page >= pages,
        )}
      </div>
    </nav>
  );
}
