import { useEffect } from "react";
import { toast } from "~/lib/toast";

export const LOAD_ERROR_MESSAGE = "Failed to load resources. Please try again.";

/** The spec's load-failure notice: inline (works without JavaScript) and as a toast. */
export function ResourcesLoadError() {
  useEffect(() => {
    toast({ title: "Error", description: LOAD_ERROR_MESSAGE, variant: "destructive" });
  }, []);
  return (
    <p role="alert" className="rounded-lg border border-danger/50 bg-danger/10 px-4 py-3 text-sm">
      {LOAD_ERROR_MESSAGE}
    </p>
  );
}
