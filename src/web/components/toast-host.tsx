import { lazy, Suspense, useState } from "react";
import { useToastState } from "#web/lib/toast-store.ts";

const Toaster = lazy(() => import("./ui/toaster.tsx").then((m) => ({ default: m.Toaster })));

/**
 * The toaster, loaded with the first toast instead of with the app: Radix's toast would weigh on
 * every first load, and no page shows a toast before someone acts. Once loaded it
 * stays, so its region (F8) is there from then on.
 */
export function ToastHost() {
  const item = useToastState();
  const [needed, setNeeded] = useState(false);
  if (item && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
