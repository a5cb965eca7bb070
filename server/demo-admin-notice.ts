// The demo admin's one-time password, printed once the server listens: the last thing start-up
// prints, in a box, with the address to sign in at (README, "Quick start").

export interface DemoAdminSignIn {
  email: string;
  password: string;
}

/** The sign-in details in a box of equal-width lines. */
export function demoAdminNotice({ email, password }: DemoAdminSignIn, origin: string): string {
  const lines = [
    "Demo admin created. Sign in at",
    `  ${origin}/admin/login`,
    `  email:    ${email}`,
    `  password: ${password}`,
    "",
    "This password is shown only once. To set another:",
    `  npm run admin:create -- --email ${email}`,
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = "─".repeat(width + 2);
  return [`┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`].join("\n");
}
