// The one file field, on the submission form and in the admin: a labelled drop zone around a
// real <input type="file">. Before (and without) JavaScript the input is shown as it is, styled, and posts with the form.
// Once hydrated the input covers the zone unseen: a click or a keypress on it opens the file
// picker as before, a file dropped anywhere on the zone is put into it, and the chosen file's
// name and size are shown with a button that removes it.
import { FileText, UploadCloud, X } from "lucide-react";
import { useRef, useState, useSyncExternalStore } from "react";
import { ErrorList } from "~/components/forms";
import { type FieldMeta, inputProps } from "~/lib/field-props";
import { formatFileSize } from "~/lib/upload-limits";
import { cn } from "~/lib/utils";

const noSubscription = () => () => {};

/** Puts `file` into `input` as if it had been picked, and tells the form (it listens for input). */
function setInputFile(input: HTMLInputElement, file: File | null) {
  const transfer = new DataTransfer();
  if (file) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

export function FileDropZone({
  meta,
  label,
  hint,
  accept,
  className,
  ref,
}: {
  meta: FieldMeta;
  label: React.ReactNode;
  hint: React.ReactNode;
  accept: string;
  className?: string;
  /** The real input, for a form that reads or clears it itself. */
  ref?: React.Ref<HTMLInputElement>;
}) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const chosenId = `${meta.id}-chosen`;
  const props = inputProps(meta, { type: "file", describedBy: meta.descriptionId });
  const describedBy = [props["aria-describedby"], chosen ? chosenId : null]
    .filter(Boolean)
    .join(" ");

  const sync = () => {
    const file = inputRef.current?.files?.[0];
    setChosen(file ? { name: file.name, size: file.size } : null);
  };
  const carriesFiles = (event: React.DragEvent) =>
    Array.from(event.dataTransfer?.types ?? []).includes("Files");

  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
        {meta.required ? (
          <span aria-hidden="true" className="text-accent">
            {" "}
            *
          </span>
        ) : null}
      </label>
      <div
        data-testid="file-drop-zone"
        data-dragging={dragging}
        onDragEnter={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const file = event.dataTransfer?.files?.[0];
          const input = inputRef.current;
          if (!file || !input) return;
          setInputFile(input, file);
          input.focus();
        }}
        className={cn(
          "relative flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors",
          "bg-background hover:border-accent/60 hover:bg-accent-soft/50",
          "focus-within:border-accent focus-within:bg-accent-soft/50",
          "data-[dragging=true]:border-accent data-[dragging=true]:bg-accent-soft",
          // An empty list still marks the field invalid (field-props.ts).
          meta.errors !== undefined ? "border-danger" : "border-border",
        )}
      >
        <span
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent"
        >
          <UploadCloud className="size-6" />
        </span>
        {hydrated ? (
          <p aria-hidden="true" className="text-sm">
            <span className="font-semibold text-accent">Choose a file</span> or drag it here
          </p>
        ) : null}
        <p id={meta.descriptionId} className="text-sm text-muted">
          {hint}
        </p>
        <input
          ref={(input) => {
            inputRef.current = input;
            if (typeof ref === "function") return ref(input);
            if (ref) ref.current = input;
          }}
          {...props}
          aria-describedby={describedBy || undefined}
          accept={accept}
          onChange={sync}
          className={
            hydrated
              ? // Covers the zone, unseen: clicks, taps and keys reach the real control.
                "absolute inset-0 size-full cursor-pointer opacity-0"
              : "mt-2 w-full max-w-sm text-sm text-muted file:mr-3 file:h-11 file:cursor-pointer file:rounded-lg file:border file:border-border file:bg-card file:px-4 file:font-medium file:text-foreground"
          }
        />
      </div>
      {hydrated && chosen ? (
        <div
          data-testid="chosen-file"
          className="flex items-center gap-3 rounded-lg border border-border bg-card px-3 py-2"
        >
          <FileText aria-hidden="true" className="size-5 shrink-0 text-accent" />
          <p id={chosenId} className="min-w-0 flex-1 text-sm">
            <span className="sr-only">Chosen file: </span>
            <span className="block truncate font-medium">{chosen.name}</span>
            <span className="text-muted">{formatFileSize(chosen.size)}</span>
          </p>
          <button
            type="button"
            onClick={() => {
              const input = inputRef.current;
              if (!input) return;
              setInputFile(input, null);
              input.focus();
            }}
            className="grid size-11 shrink-0 place-items-center rounded-lg text-muted transition-colors hover:bg-accent-soft hover:text-foreground"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Remove {chosen.name}</span>
          </button>
        </div>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
