import { Compass } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useResetOnboarding } from "../api/reset-onboarding.ts";

/**
 * Restart the welcome tour (spec section 4 "Onboarding": restart reopens the tour): clears the
 * onboarding flags on the server, says 'Onboarding Restarted', and goes home, where the tour opens
 * 1 s later.
 */
export function RestartTourCard() {
  const navigate = useNavigate();
  const { _ } = useCatalogue("onboarding");
  const reset = useResetOnboarding({
    mutationConfig: {
      onSuccess: () => {
        toast({
          title: _("onboarding.restarted.title"),
          description: _("onboarding.restarted.description"),
          variant: "success",
        });
        navigate("/dashboard");
      },
      onError: () =>
        toast({
          title: _("onboarding.restartFailed.title"),
          description: _("onboarding.restartFailed.description"),
          variant: "destructive",
        }),
    },
  });
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Compass className="size-4 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
          {_("onboarding.restart.title")}
        </CardTitle>
        <CardDescription>{_("onboarding.restart.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="secondary" onClick={() => reset.mutate()} disabled={reset.isPending}>
          {_("onboarding.restart.button")}
        </Button>
      </CardContent>
    </Card>
  );
}
