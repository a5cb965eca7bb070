import { Form, Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormDialog } from "./form-dialog";

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
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  return (
    <FormDialog title="Confirm deletion" closeTo={closeTo}>
      <p>{message}</p>
      {itemLabel ? <p className="mt-2 font-medium break-words">{itemLabel}</p> : null}
      <Form method="post" className="mt-6 flex flex-wrap justify-end gap-3">
        <input type="hidden" name="id" value={id} />
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
      </Form>
    </FormDialog>
  );
}
