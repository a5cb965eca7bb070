import {
  ResourceAdminScreen,
  type ResourceActionData,
} from "~/features/resources/components/resource-admin-screen";
import {
  resourceScreenAction,
  resourceScreenLoader,
} from "~/features/resources/admin-screen.server";
import { RESOURCE_KINDS } from "~/features/resources/schema";
import type { Route } from "./+types/resources";

export function loader(args: Route.LoaderArgs) {
  return resourceScreenLoader(args, "resource");
}

export function action(args: Route.ActionArgs) {
  return resourceScreenAction(args, "resource");
}

export const meta: Route.MetaFunction = () => [
  { title: `${RESOURCE_KINDS.resource.title} | Admin` },
  { name: "robots", content: "noindex" },
];

export default function AdminResourcePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ResourceAdminScreen
      kind="resource"
      loaderData={loaderData}
      actionData={actionData as ResourceActionData | undefined}
    />
  );
}
