import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { useSubmittingIntent } from "~/lib/admin-action";
import { DialogBody, DialogFooter, dialogFormClass, FormDialog } from "./form-dialog";

/** Asks before deleting (spec §5); the Delete button posts `intent=delete` with the row's id. */
export function ConfirmDeleteDialog({
  message,
  id,
  itemLabel,
  closeTo,
}: {
  message: string;
  id: string;
  itemLabel?: string;
  closeTo: string;
}) {
  const busy = useSubmittingIntent("delete");
  return (
    <FormDialog title="Confirm deletion" closeTo={closeTo}>
      <Form method="post" className={dialogFormClass}>
        <DialogBody>
          <p>{message}</p>
          {itemLabel ? <p className="mt-2 font-medium break-words">{itemLabel}</p> : null}
          <input type="hidden" name="id" value={id} />
        </DialogBody>
        <DialogFooter>
          <Link to={closeTo} preventScrollReset className={buttonVariants({ variant: "outline" })}>
            Cancel
          </Link>
          <Button
            type="submit"
            name="intent"
            value="delete"
            disabled={busy}
            className="bg-danger text-background hover:bg-danger/90"
          >
            {busy ? "Deleting..." : "Delete"}
          </Button>
        </DialogFooter>
      </Form>
    </FormDialog>
  );
}
