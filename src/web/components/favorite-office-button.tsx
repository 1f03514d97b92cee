import { Star } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import { useAddFavoriteOffice } from "#web/lib/api/user/add-favorite-office.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useRemoveFavoriteOffice } from "#web/lib/api/user/remove-favorite-office.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";

/**
 * The star that adds an office to the signed-in user's favourites or removes it (a toggle button:
 * aria-pressed, and a name that says what a press does). The change shows at once and is rolled
 * back, with a toast, if the server refuses it.
 */
export function FavoriteOfficeButton({
  office,
  className,
}: {
  office: { id: string; name: string };
  className?: string;
}) {
  const user = useCurrentUser();
  const { _ } = useCatalogue("common");
  const favorite = user.favoriteOffices.includes(office.id);
  const onError = (error: Error) =>
    toast({ title: _("common.favorite.notUpdated"), description: errorMessage(error), variant: "destructive" });
  const add = useAddFavoriteOffice({ mutationConfig: { onError } });
  const remove = useRemoveFavoriteOffice({ mutationConfig: { onError } });

  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className={className}
      aria-pressed={favorite}
      aria-label={_(favorite ? "common.favorite.removeNamed" : "common.favorite.addNamed", { office: office.name })}
      title={_(favorite ? "common.favorite.remove" : "common.favorite.add")}
      onClick={() => (favorite ? remove.mutate(office.id) : add.mutate(office.id))}
    >
      <Star
        aria-hidden="true"
        className={cn(favorite ? "fill-amber-400 text-amber-500" : "text-zinc-500 dark:text-zinc-400")}
      />
    </Button>
  );
}
