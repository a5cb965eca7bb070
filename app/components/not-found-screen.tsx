import { Link } from "react-router";
import { buttonVariants } from "./ui/button";

export function NotFoundScreen() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center"
    >
      <p className="text-7xl font-bold tracking-tight text-accent">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-muted">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonVariants({ className: "mt-8" })}>
        Return to Home
      </Link>
    </main>
  );
}
