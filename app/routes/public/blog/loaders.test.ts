import { expect, it } from "vitest";
import { testContext } from "~tests/setup/context";
import { createTestDatabase } from "~tests/setup/database";
import { loader as postLoader } from "./post";
import { loader as listLoader } from "./index";

it("a database failure gives the blog pages their error state with status 503, not a crash", async () => {
  const handle = await createTestDatabase("pglite");
  await handle.close();
  const context = testContext({ db: handle.db });
  const list = (await listLoader({
    request: new Request("http://localhost/blog"),
    params: {},
    context,
  } as never)) as { init: ResponseInit; data: { loadError: boolean; posts: unknown[] } };
  expect(list.init.status).toBe(503);
  const toast = { title: "Error", variant: "destructive" };
  expect(list.data).toMatchObject({
    loadError: true,
    posts: [],
    toast: { ...toast, description: "Failed to load blog posts. Please try again." },
  });

  const post = (await postLoader({
    request: new Request("http://localhost/blog/x"),
    params: { slug: "x" },
    context,
  } as never)) as { init: ResponseInit; data: { loadError: boolean; post: null } };
  expect(post.init.status).toBe(503);
  expect(post.data).toMatchObject({
    loadError: true,
    post: null,
    toast: { ...toast, description: "Failed to load the blog post. Please try again later." },
  });
});
