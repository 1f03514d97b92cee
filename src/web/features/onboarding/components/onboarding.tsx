import { Compass } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { PRODUCT_NAME } from "#web/lib/product.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useCompleteOnboarding } from "../api/complete-onboarding.ts";

const loadTour = () => import("./onboarding-tour.tsx");
const OnboardingTour = lazy(loadTour);

/** Spec section 9 "Tour": auto-open 1000 ms after load. */
export const TOUR_AUTO_OPEN_MS = 1000;

/**
 * Onboarding on the home page (spec section 2 "Onboarding tour", section 4 "Onboarding"): the tour
 * opens by itself 1 s after load for someone who has neither completed nor seen onboarding; the
 * floating 'New to {product}?' card offers Start Tour and Dismiss until onboarding is complete.
 * Skip only closes the tour; Complete and Dismiss mark onboarding complete on the server, with the
 * spec's toasts. The tour's code loads only when it is about to open.
 */
export function Onboarding() {
  const user = useCurrentUser();
  const { _ } = useCatalogue("onboarding");
  // Decided once per visit, like the welcome heading: the flags change on the server while we look.
  const [needsTour] = useState(() => !user.onboardingCompleted && !user.hasSeenOnboarding);
  const [open, setOpen] = useState(false);
  const complete = useCompleteOnboarding();

  useEffect(() => {
    if (!needsTour) return;
    loadTour().catch(() => undefined);
    // A dialog the person opened first (shortcuts help, quick actions) keeps the stage: the tour
    // would otherwise take Escape and the focus from it. The card still offers Start Tour.
    const timer = setTimeout(() => {
      if (!document.querySelector('[role="dialog"][data-state="open"]')) setOpen(true);
    }, TOUR_AUTO_OPEN_MS);
    return () => clearTimeout(timer);
  }, [needsTour]);

  const finish = (how: "complete" | "dismiss") => {
    setOpen(false);
    complete.mutate(undefined, {
      onSuccess: () =>
        how === "complete"
          ? toast({
              title: _("onboarding.completed.title"),
              description: _("onboarding.completed.description"),
              variant: "success",
            })
          : toast({
              title: _("onboarding.dismissed.title", { product: PRODUCT_NAME }),
              description: _("onboarding.dismissed.description"),
              variant: "success",
            }),
      onError: () =>
        toast({
          title: _("onboarding.completeFailed.title"),
          description: _("onboarding.completeFailed.description"),
          variant: "destructive",
        }),
    });
  };

  return (
    <>
      {!user.onboardingCompleted && !open ? (
        // Above the quick-actions button (bottom 76 px + 44 px on a phone, 24 px + 48 px from md),
        // which it would otherwise cover.
        <section
          aria-labelledby="new-to-title"
          className="fixed right-4 bottom-[8.5rem] z-40 w-[calc(100vw-2rem)] max-w-sm rounded-xl border border-zinc-200 bg-white p-4 shadow-lg md:right-6 md:bottom-24 dark:border-zinc-700 dark:bg-zinc-900"
        >
          <div className="flex items-start gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
              <Compass className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 id="new-to-title" className="text-sm font-semibold">
                {_("onboarding.card.title", { product: PRODUCT_NAME })}
              </h2>
              <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">{_("onboarding.card.description")}</p>
              <div className="mt-3 flex gap-2">
                <Button size="sm" onClick={() => setOpen(true)} onMouseEnter={() => loadTour()}>
                  {_("onboarding.card.start")}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => finish("dismiss")} disabled={complete.isPending}>
                  {_("onboarding.card.dismiss")}
                </Button>
              </div>
            </div>
          </div>
        </section>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <OnboardingTour onSkip={() => setOpen(false)} onComplete={() => finish("complete")} />
        </Suspense>
      ) : null}
    </>
  );
}
