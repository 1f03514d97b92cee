import { AlertTriangle } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import { StatusScreen } from "./status-screen.tsx";

/** The error fallback screen (spec section 2). */
export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  return (
    <StatusScreen icon={AlertTriangle} tone="bg-red-50 text-red-600 dark:bg-red-950" title="Something went wrong">
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
        An unexpected error occurred. Our team has been notified.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button onClick={() => (onRetry ? onRetry() : window.location.reload())}>Try Again</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
        <Button variant="secondary" onClick={() => window.location.assign("/")}>
          Go Home
        </Button>
      </div>
    </StatusScreen>
  );
}
