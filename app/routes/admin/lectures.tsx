import {
  ResourceAdminScreen,
  type ResourceActionData,
} from "~/features/resources/components/resource-admin-screen";
import {
  resourceScreenAction,
  resourceScreenLoader,
} from "~/features/resources/admin-screen.server";
import { RESOURCE_KINDS } from "~/features/resources/schema";
import type { Route } from "./+types/lectures";

export function loader(args: Route.LoaderArgs) {
  return resourceScreenLoader(args, "lecture");
}

export function action(args: Route.ActionArgs) {
  return resourceScreenAction(args, "lecture");
}

export const meta: Route.MetaFunction = () => [
  { title: `${RESOURCE_KINDS.lecture.title} | Admin` },
  { name: "robots", content: "noindex" },
];

export default function AdminLecturePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ResourceAdminScreen
      kind="lecture"
      loaderData={loaderData}
      actionData={actionData as ResourceActionData | undefined}
    />
  );
}
