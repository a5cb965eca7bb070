import { LOAD_ERROR_MESSAGE } from "../schema";

/** The spec's load-failure notice, inline (the loader's `toast` carries it as a toast too). */
export function ResourcesLoadError() {
  return (
    <p role="alert" className="rounded-lg border border-danger/50 bg-danger/10 px-4 py-3 text-sm">
      {LOAD_ERROR_MESSAGE}
    </p>
  );
}
