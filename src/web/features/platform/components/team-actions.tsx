import { useState } from "react";
import { useNavigate } from "react-router";
import type { AdminTeamDetail } from "#shared/schemas/platform.ts";
import { Button } from "#web/components/ui/button.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { type TeamStateChange, useChangeTeamState } from "../api/change-team-state.ts";
import { useDeleteTeam } from "../api/delete-team.ts";
import { DeleteTeamDialog, ExtendTrialDialog } from "./team-action-dialogs.tsx";

/** The actions a team's state allows: extend trial, activate, suspend, reactivate, delete. */
export function TeamActions({ team }: { team: AdminTeamDetail }) {
  const { _ } = useCatalogue("platform");
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<"extend" | "delete" | null>(null);
  const change = useChangeTeamState({
    mutationConfig: {
      onSuccess: (result) => {
        setDialog(null);
        toast({ title: _("platform.teamActions.updated"), description: result.message, variant: "success" });
      },
      onError: (error, variables) => {
        if (variables.action !== "extend-trial") {
          toast({ title: _("platform.notChanged"), description: errorMessage(error), variant: "destructive" });
        }
      },
    },
  });
  const remove = useDeleteTeam({
    mutationConfig: {
      onSuccess: (result) => {
        toast({ title: _("platform.teamActions.deleted"), description: result.message, variant: "success" });
        navigate("/super-admin/teams", { replace: true });
      },
    },
  });
  const run = (action: Exclude<TeamStateChange["action"], "extend-trial">) => change.mutate({ id: team.id, action });
  const trial = team.state === "trial" || team.state === "expired";

  return (
    <div className="flex flex-wrap gap-2">
      {trial ? (
        <Button variant="secondary" onClick={() => setDialog("extend")}>
          {_("platform.teamActions.extendTrial")}
        </Button>
      ) : null}
      {trial ? (
        <Button variant="secondary" disabled={change.isPending} onClick={() => run("activate")}>
          {_("platform.teamActions.activate")}
        </Button>
      ) : null}
      {team.state === "suspended" ? (
        <Button disabled={change.isPending} onClick={() => run("reactivate")}>
          {_("platform.teamActions.reactivate")}
        </Button>
      ) : (
        <Button variant="secondary" disabled={change.isPending} onClick={() => run("suspend")}>
          {_("platform.teamActions.suspend")}
        </Button>
      )}
      <Button variant="destructive" onClick={() => setDialog("delete")}>
        {_("platform.teamActions.delete")}
      </Button>
      <ExtendTrialDialog
        open={dialog === "extend"}
        onOpenChange={(open) => {
          setDialog(open ? "extend" : null);
          change.reset();
        }}
        pending={change.isPending}
        error={change.error}
        onSubmit={(days) => change.mutate({ id: team.id, action: "extend-trial", days })}
      />
      <DeleteTeamDialog
        teamName={team.name}
        open={dialog === "delete"}
        onOpenChange={(open) => {
          setDialog(open ? "delete" : null);
          remove.reset();
        }}
        pending={remove.isPending}
        error={remove.error}
        onSubmit={(confirmName) => remove.mutate({ id: team.id, confirmName })}
      />
    </div>
  );
}
