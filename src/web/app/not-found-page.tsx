import { Compass } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";

/** Unknown path inside the protected layout. */
export function Component() {
  const { _ } = useCatalogue("common");
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-600 dark:bg-zinc-800">
        <Compass className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-semibold">{_("common.notFound.title")}</h1>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{_("common.notFound.description")}</p>
      <Button asChild className="mt-6">
        <Link to="/dashboard">{_("common.backToDashboard")}</Link>
      </Button>
    </div>
  );
}
