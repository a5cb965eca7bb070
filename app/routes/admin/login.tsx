import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { LockKeyhole } from "lucide-react";
import { useEffect } from "react";
import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import { FormMessage, InputField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { findAdminByEmail } from "~/features/auth/admins.server";
import { verifyPassword } from "~/features/auth/password.server";
import {
  finishSignInAttempt,
  lockMessage,
  startSignInAttempt,
} from "~/features/auth/rate-limit.server";
import { INVALID_CREDENTIALS, LoginFormSchema } from "~/features/auth/schema";
import { getSignedInAdmin } from "~/features/auth/session.server";
import { signIn } from "~/features/auth/sign-in.server";
import { findTrustedDevice } from "~/features/auth/trusted-devices.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { readForm } from "~/lib/form-body.server";
import { HYDRATE } from "~/lib/hydration";
import { safeRedirectPath } from "~/lib/safe-url";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/login";

/** Part of the admin area, which runs React (ADR 025). */
export const handle = HYDRATE;

export const meta: Route.MetaFunction = () => [
  { title: "Admin Login" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSignedInAdmin(context.db, request)) throw redirect("/admin/dashboard");
  return null;
}

const adminPath = (value: unknown) => {
  const path = safeRedirectPath(value, "/admin/dashboard");
  return path.startsWith("/admin") && !path.startsWith("/admin/log") ? path : "/admin/dashboard";
};

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: LoginFormSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["password"] }), failed: false },
      { status: 400 },
    );
  }
  const { email, password, redirectTo } = submission.value;
  const ip = context.clientIp;
  // A browser that signed in to this account before is limited on its own (ADR 040).
  const deviceId = (await findTrustedDevice(context.db, request, { email }))?.id ?? null;

  const attempt = await startSignInAttempt(context.db, { ip, email, deviceId });
  if ("lockedUntil" in attempt) {
    return data(
      {
        result: submission.reply({
          formErrors: [lockMessage(attempt.lockedUntil)],
          hideFields: ["password"],
        }),
        failed: true,
      },
      { status: 429 },
    );
  }

  const admin = await findAdminByEmail(context.db, email);
  const valid = await verifyPassword(admin?.passwordHash, password);
  await finishSignInAttempt(context.db, {
    attemptId: attempt.attemptId,
    ip,
    email,
    deviceId,
    succeeded: valid,
  });
  if (!admin || !valid) {
    context.logger.warn({ email, trustedDevice: deviceId !== null }, "admin sign-in failed");
    return data(
      {
        result: submission.reply({ formErrors: [INVALID_CREDENTIALS], hideFields: ["password"] }),
        failed: true,
      },
      { status: 401 },
    );
  }

  // A new id at every sign-in; any session this browser had is ended first.
  const headers = new Headers();
  for (const cookie of await signIn(context.db, { adminId: admin.id, request })) {
    headers.append("Set-Cookie", cookie);
  }
  context.logger.info({ adminId: admin.id }, "admin signed in");
  return redirectWithToast(
    adminPath(redirectTo),
    { title: "Login successful", description: "Welcome to the admin panel" },
    { headers },
  );
}

export default function AdminLoginPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [searchParams] = useSearchParams();
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: getZodConstraint(LoginFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginFormSchema }),
    // As on the contact form: checked on submit, then at each keystroke.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  useEffect(() => {
    if (actionData?.failed) {
      toast({
        title: "Authentication failed",
        description: actionData.result.error?.[""]?.[0] ?? "",
        variant: "destructive",
        duration: 3000,
      });
    }
  }, [actionData]);

  return (
    <main id="main" className="grid min-h-dvh place-items-center px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl border border-border bg-card p-6 shadow-lg sm:p-8">
        <LockKeyhole aria-hidden="true" className="size-10 text-accent" />
        <h1 className="mt-4 text-2xl font-bold">Admin Login</h1>
        <p className="mt-1 text-sm text-muted">Sign in to manage the site&apos;s content.</p>
        <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-5">
          <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
          {form.errors?.length ? (
            <FormMessage tone="error" id={form.errorId}>
              {form.errors.join(" ")}
            </FormMessage>
          ) : null}
          <InputField meta={fields.email} type="email" label="Email" autoComplete="username" />
          <InputField
            meta={fields.password}
            type="password"
            label="Password"
            autoComplete="current-password"
          />
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? "Signing in..." : "Sign In"}
          </Button>
        </Form>
      </div>
    </main>
  );
}
