import { Compass } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { toast } from "#web/lib/toast-store.ts";
import { useResetOnboarding } from "../api/reset-onboarding.ts";

/**
 * Restart the welcome tour (spec section 4 "Onboarding": restart reopens the tour): clears the
 * onboarding flags on the server, says 'Onboarding Restarted', and goes home, where the tour opens
 * 1 s later.
 */
export function RestartTourCard() {
  const navigate = useNavigate();
  const reset = useResetOnboarding({
    mutationConfig: {
      onSuccess: () => {
        toast({
          title: "Onboarding Restarted",
          description: "The welcome tour will begin shortly.",
          variant: "success",
        });
        navigate("/dashboard");
      },
      onError: () =>
        toast({
          title: "Error",
          description: "Failed to restart onboarding. Please try again.",
          variant: "destructive",
        }),
    },
  });
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Compass className="size-4 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
          Welcome tour
        </CardTitle>
        <CardDescription>Take the six-step tour of the app again.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="secondary" onClick={() => reset.mutate()} disabled={reset.isPending}>
          Restart tour
        </Button>
      </CardContent>
    </Card>
  );
}
