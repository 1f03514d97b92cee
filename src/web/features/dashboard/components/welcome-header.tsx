import { Crown } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Badge } from "#web/components/ui/badge.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { PRODUCT_NAME } from "#web/lib/product.ts";
import { markOnboardingSeen } from "../api/mark-onboarding-seen.ts";

/**
 * The dashboard's greeting (spec section 2 "Home page"): 'Welcome to {product}, {name}' for a
 * user who has neither completed nor seen onboarding, 'Welcome back, {name}' otherwise. Showing
 * the first-time welcome marks onboarding as seen on the server, so it is shown once.
 */
export function WelcomeHeader({ action }: { action?: ReactNode }) {
  const user = useCurrentUser();
  // Decided once per visit: the user query refetches on focus, and the greeting must not flip
  // to 'Welcome back' under the person's eyes after the flag is saved.
  const [firstTime] = useState(() => !user.onboardingCompleted && !user.hasSeenOnboarding);
  useEffect(() => {
    // Not worth bothering the person about: at worst they are welcomed as new once more.
    if (firstTime) markOnboardingSeen().catch(() => undefined);
  }, [firstTime]);
  const name = user.name || user.email;
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-2" data-tour="welcome">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">
            {firstTime ? `Welcome to ${PRODUCT_NAME}, ${name}` : `Welcome back, ${name}`}
          </h1>
          {user.isSuperAdmin ? (
            <Badge tone="accent">
              <Crown className="size-3" aria-hidden="true" />
              Super Admin
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {firstTime
            ? "Your workspace is ready. Book an office, invite your team and see who is in today."
            : `Here is what's happening at ${user.team?.name ?? user.teamName ?? "your team"} today.`}
        </p>
      </div>
      {action}
    </div>
  );
}
