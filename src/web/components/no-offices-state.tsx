import { Building2 } from "lucide-react";
import { Link } from "react-router";
import { can, type Role } from "#shared/roles.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { EmptyState } from "./empty-state.tsx";
import { Button } from "./ui/button.tsx";

/** The empty state for a team without (active) offices; managers and admins get 'Create office'. */
export function NoOfficesState({ role, title, description }: { role: Role; title: string; description: string }) {
  const { _ } = useCatalogue("common");
  return (
    <EmptyState
      icon={Building2}
      title={title}
      description={description}
      action={
        can(role, "office:manage") ? (
          <Button asChild>
            <Link to="/team/offices">{_("common.offices.create")}</Link>
          </Button>
        ) : null
      }
    />
  );
}
