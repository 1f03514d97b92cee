import { BarChart3, Building2, Crown, FileStack, Flag, Gauge, type LucideIcon, Mail, Users } from "lucide-react";

export interface PlatformSection {
  to: string;
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
  { to: "/super-admin", label: "Overview", icon: Crown, end: true },
  { to: "/super-admin/teams", label: "Teams", icon: Building2, end: false },
  { to: "/super-admin/users", label: "Users", icon: Users, end: false },
  { to: "/super-admin/analytics", label: "Analytics", icon: BarChart3, end: false },
  { to: "/super-admin/outbox", label: "Outbox", icon: Mail, end: false },
  { to: "/super-admin/email-templates", label: "Email templates", icon: FileStack, end: false },
  { to: "/super-admin/abuse-reports", label: "Abuse reports", icon: Flag, end: false },
  { to: "/super-admin/system-health", label: "System health", icon: Gauge, end: false },
];
