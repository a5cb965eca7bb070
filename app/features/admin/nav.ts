import {
  CalendarDays,
  Download,
  FileQuestion,
  GraduationCap,
  Inbox,
  ListChecks,
  LayoutDashboard,
  Library,
  type LucideIcon,
  Mails,
  MailX,
  MessageSquare,
  Newspaper,
  NotebookPen,
  Settings,
  Shapes,
  SquareSigma,
  Upload,
  Users,
  Video,
} from "lucide-react";

export interface AdminNavItem {
  name: string;
  href: string;
  /** Drawn beside the name, hidden from screen readers (the name says it). */
  icon: LucideIcon;
}

/** The admin sidebar (spec §2 "Admin area"). */
export const ADMIN_NAV: AdminNavItem[] = [
  { name: "Dashboard", href: "/admin/dashboard", icon: LayoutDashboard },
  { name: "Resources", href: "/admin/resources", icon: Library },
  { name: "Subjects", href: "/admin/subjects", icon: Shapes },
  { name: "Blog Posts", href: "/admin/blogs", icon: Newspaper },
  { name: "Video Lectures", href: "/admin/lectures", icon: Video },
  { name: "Study Notes", href: "/admin/notes", icon: NotebookPen },
  { name: "PYQs", href: "/admin/pyqs", icon: FileQuestion },
  { name: "Practice Questions", href: "/admin/questions", icon: SquareSigma },
  { name: "Practice Papers", href: "/admin/papers", icon: ListChecks },
  { name: "Submissions", href: "/admin/submissions", icon: Inbox },
  { name: "Messages", href: "/admin/messages", icon: MessageSquare },
  { name: "Subscribers", href: "/admin/subscribers", icon: Users },
  { name: "Newsletter", href: "/admin/newsletter", icon: Mails },
  { name: "Failed Mail", href: "/admin/mail-failures", icon: MailX },
  { name: "Grading Rules", href: "/admin/grading", icon: GraduationCap },
  { name: "Exam Calendar", href: "/admin/calendar", icon: CalendarDays },
  { name: "Site Settings", href: "/admin/settings", icon: Settings },
  { name: "Import", href: "/admin/import", icon: Upload },
  { name: "Export", href: "/admin/export", icon: Download },
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
