import { z } from "zod";

export const INVALID_CREDENTIALS = "Invalid email or password.";

export const LoginFormSchema = z.object({
  email: z
    .string({ error: "Enter your email." })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Enter a valid email address." })),
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(1024),
  redirectTo: z.string().optional(),
});
