import {
  ResourceAdminScreen,
  type ResourceActionData,
} from "~/features/resources/components/resource-admin-screen";
import {
  resourceScreenAction,
  resourceScreenLoader,
} from "~/features/resources/admin-screen.server";
import { RESOURCE_KINDS } from "~/features/resources/schema";
import type { Route } from "./+types/notes";

export function loader(args: Route.LoaderArgs) {
  return resourceScreenLoader(args, "note");
}

export function action(args: Route.ActionArgs) {
  return resourceScreenAction(args, "note");
}

export const meta: Route.MetaFunction = () => [
  { title: `${RESOURCE_KINDS.note.title} | Admin` },
  { name: "robots", content: "noindex" },
];

export default function AdminNotePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ResourceAdminScreen
      kind="note"
      loaderData={loaderData}
      actionData={actionData as ResourceActionData | undefined}
    />
  );
}
