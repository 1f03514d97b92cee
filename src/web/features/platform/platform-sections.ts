import { BarChart3, Building2, Crown, FileStack, Flag, Gauge, type LucideIcon, Mail, Users } from "lucide-react";

export interface PlatformSection {
  to: string;
  /** A message id of the shell's catalogue (the sidebar and the phone's bar show these too). */
  label: string;
  icon: LucideIcon;
  /** Matches only its own path, not the sub-routes (the overview's /super-admin). */
  end: boolean;
}

/**
 * The super admin's pages, in the order of the section tabs on /super-admin; the phone's
 * bottom bar shows the first four and puts the rest in its More sheet.
 */
export const PLATFORM_SECTIONS: PlatformSection[] = [
  { to: "/super-admin", label: "shell.platform.overview", icon: Crown, end: true },
  { to: "/super-admin/teams", label: "shell.platform.teams", icon: Building2, end: false },
  { to: "/super-admin/users", label: "shell.platform.users", icon: Users, end: false },
  { to: "/super-admin/analytics", label: "shell.platform.analytics", icon: BarChart3, end: false },
  { to: "/super-admin/outbox", label: "shell.platform.outbox", icon: Mail, end: false },
  { to: "/super-admin/email-templates", label: "shell.platform.emailTemplates", icon: FileStack, end: false },
  { to: "/super-admin/abuse-reports", label: "shell.platform.abuseReports", icon: Flag, end: false },
  { to: "/super-admin/system-health", label: "shell.platform.systemHealth", icon: Gauge, end: false },
];
