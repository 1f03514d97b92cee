import { AlertTriangle } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";

/** The error fallback screen (spec section 2). */
export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-zinc-50 p-6 dark:bg-zinc-950">
      <main
        id="main-content"
        className="w-full max-w-md rounded-xl border border-zinc-200 bg-white p-8 text-center shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
      >
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-950">
          <AlertTriangle className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-xl font-semibold">Something went wrong</h1>
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
      </main>
    </div>
  );
}
