import { Crown } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Badge } from "#web/components/ui/badge.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { PRODUCT_NAME } from "#web/lib/product.ts";
import { markOnboardingSeen } from "../api/mark-onboarding-seen.ts";

/**
 * The dashboard's greeting (spec section 2 "Home page"): 'Welcome to {product}, {name}' for a
 * user who has neither completed nor seen onboarding, 'Welcome back, {name}' otherwise. Showing
 * the first-time welcome marks onboarding as seen on the server, so it is shown once.
 */
export function WelcomeHeader({ action }: { action?: ReactNode }) {
  const user = useCurrentUser();
  const { _ } = useCatalogue("dashboard");
  // Decided once per visit: the user query refetches on focus, and the greeting must not flip
  // to 'Welcome back' under the person's eyes after the flag is saved.
  const [firstTime] = useState(() => !user.onboardingCompleted && !user.hasSeenOnboarding);
  useEffect(() => {
    // Not worth bothering the person about: at worst they are welcomed as new once more.
    if (firstTime) markOnboardingSeen().catch(() => undefined);
  }, [firstTime]);
  const name = user.name || user.email;
  const team = user.team?.name ?? user.teamName;
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-2" data-tour="welcome">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">
            {firstTime
              ? _("dashboard.welcome.firstTime", { product: PRODUCT_NAME, name })
              : _("dashboard.welcome.back", { name })}
          </h1>
          {user.isSuperAdmin ? (
            <Badge tone="accent">
              <Crown className="size-3" aria-hidden="true" />
              {_("dashboard.welcome.superAdmin")}
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {firstTime
            ? _("dashboard.welcome.ready")
            : team === null
              ? _("dashboard.welcome.todayNoTeam")
              : _("dashboard.welcome.today", { team })}
        </p>
      </div>
      {action}
    </div>
  );
}
