import { Crown } from "lucide-react";
import { Badge } from "#web/components/ui/badge.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { PRODUCT_NAME } from "#web/lib/product.ts";

/** The dashboard's greeting: a welcome on first visit, "Welcome back" afterwards. */
export function WelcomeHeader() {
  const user = useCurrentUser();
  const firstTime = !user.onboardingCompleted && !user.hasSeenOnboarding;
  const name = user.name || user.email;
  return (
    <div className="mb-6 flex flex-col gap-2">
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
  );
}
