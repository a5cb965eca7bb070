import { ChevronLeft, ChevronRight, Eye, Pencil, Trash2 } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/utils";
import { withParams } from "./list-url";

export interface Column<T> {
  header: string;
  cell: (row: T) => React.ReactNode;
  className?: string;
}

/**
 * The one admin table: a row per item with edit and delete icon links (their names say which row),
 * an empty-state row, and a loading message while the list reloads. `canEdit` / `canDelete` may
 * decide per row (read-only rows); `rowActions` adds a screen's own links before them.
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
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full min-w-[36rem] text-left text-sm" aria-busy={loading || undefined}>
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
            <tr>
              <td colSpan={span} className="px-4 py-3 text-muted" role="status">
                Loading...
              </td>
            </tr>
          ) : null}
          {rows.length === 0 ? (
            <tr>
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
                  {columns.map((column) => (
                    <td key={column.header} className={cn("px-4 py-3 align-top", column.className)}>
                      {column.cell(row)}
                    </td>
                  ))}
                  {hasActions ? (
                    <td className="px-2 py-1.5 text-right whitespace-nowrap">
                      {rowActions?.(row)}
                      {allowed(canEdit, row) ? (
                        <Link
                          to={withParams(location, { [editParam]: key, delete: null, new: null })}
                          preventScrollReset
                          aria-label={`${editLabel} ${label}`}
                          className="inline-grid size-11 place-items-center rounded-lg hover:bg-accent-soft"
                        >
                          {editLabel === "Edit" ? (
                            <Pencil aria-hidden="true" className="size-4" />
                          ) : (
                            <Eye aria-hidden="true" className="size-4" />
                          )}
                        </Link>
                      ) : null}
                      {allowed(canDelete, row) ? (
                        <Link
                          to={withParams(location, { delete: key, [editParam]: null, new: null })}
                          preventScrollReset
                          aria-label={`Delete ${label}`}
                          className="inline-grid size-11 place-items-center rounded-lg text-danger hover:bg-accent-soft"
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </Link>
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
