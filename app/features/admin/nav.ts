export interface AdminNavItem {
  name: string;
  href: string;
}

/** The admin sidebar (spec §2 "Admin area"). */
export const ADMIN_NAV: AdminNavItem[] = [
  { name: "Dashboard", href: "/admin/dashboard" },
  { name: "Resources", href: "/admin/resources" },
  { name: "Subjects", href: "/admin/subjects" },
  { name: "Blog Posts", href: "/admin/blogs" },
  { name: "Video Lectures", href: "/admin/lectures" },
  { name: "Study Notes", href: "/admin/notes" },
  { name: "PYQs", href: "/admin/pyqs" },
  { name: "Submissions", href: "/admin/submissions" },
  { name: "Messages", href: "/admin/messages" },
  { name: "Subscribers", href: "/admin/subscribers" },
  { name: "Failed Mail", href: "/admin/mail-failures" },
  { name: "Grading Rules", href: "/admin/grading" },
  { name: "Site Settings", href: "/admin/settings" },
  { name: "Import", href: "/admin/import" },
  { name: "Export", href: "/admin/export" },
];

/**
 * Spec: an item is active when the path equals its link or starts with it; the dashboard only
 * on an exact match (and on /admin, which shows the dashboard).
 */
export function isNavItemActive(pathname: string, href: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (href === "/admin/dashboard") return path === href || path === "/admin";
  return path === href || path.startsWith(`${href}/`);
}
