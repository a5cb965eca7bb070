import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted hover:text-accent"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
