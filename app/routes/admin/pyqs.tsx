import {
  ResourceAdminScreen,
  type ResourceActionData,
} from "~/features/resources/components/resource-admin-screen";
import {
  resourceScreenAction,
  resourceScreenLoader,
} from "~/features/resources/admin-screen.server";
import { RESOURCE_KINDS } from "~/features/resources/schema";
import type { Route } from "./+types/pyqs";

export function loader(args: Route.LoaderArgs) {
  return resourceScreenLoader(args, "pyq");
}

export function action(args: Route.ActionArgs) {
  return resourceScreenAction(args, "pyq");
}

export const meta: Route.MetaFunction = () => [
  { title: `${RESOURCE_KINDS.pyq.title} | Admin` },
  { name: "robots", content: "noindex" },
];

export default function AdminPyqPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ResourceAdminScreen
      kind="pyq"
      loaderData={loaderData}
      actionData={actionData as ResourceActionData | undefined}
    />
  );
}
