import { describe, expect, it, vi } from "vitest";
import type { ToastInput } from "./toast";
import { serverToasts } from "./use-server-toasts";

const state = (
  loaderData: Record<string, unknown>,
  actionData: Record<string, unknown> | null = null,
) => ({
  matches: ["root", "admin-layout", "admin-blogs"].map((id) => ({ route: { id } })),
  loaderData,
  actionData,
});

describe("serverToasts", () => {
  const flashed: ToastInput = { title: "Post added" };
  const loadError: ToastInput = { title: "Error", description: "Failed to load posts" };
  const saveError: ToastInput = { title: "Error", description: "Failed to save post" };

  it("finds nothing when no route data has a toast", () => {
    expect(serverToasts(state({ root: { toast: null }, "admin-blogs": { rows: [] } }))).toEqual([]);
  });

  it("orders a screen's loader toast, then its action's, then the root's flashed one", () => {
    const found = serverToasts(
      state(
        { root: { toast: flashed }, "admin-blogs": { toast: loadError } },
        { "admin-blogs": { toast: saveError, result: undefined } },
      ),
    );
    expect(found).toEqual([loadError, saveError, flashed]);
  });

  it("ignores a `toast` field that is not a toast, and data of routes no longer matched", () => {
    expect(
      serverToasts(state({ "admin-blogs": { toast: "yes" }, "admin-other": { toast: loadError } })),
    ).toEqual([]);
  });
});

describe("showServerToast", () => {
  it("shows the same toast object once, an equal new one again", async () => {
    vi.resetModules();
    const { showServerToast, toast } = await import("./toast");
    const a: ToastInput = { title: "Saved" };
    showServerToast(a);
    showServerToast(a); // the same data read on the next render
    showServerToast({ ...a }); // the next load's toast, equal but new
    // Each toast gets the next id: two were shown before this one.
    expect(toast({ title: "probe" }).id).toBe("3");
  });
});
