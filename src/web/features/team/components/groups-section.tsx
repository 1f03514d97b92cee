import { Plus, Trash2, Users, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { GROUP_ROLES, type Group, type GroupRole } from "#shared/schemas/groups.ts";
import { type MemberChoice, MemberSelect } from "#web/components/member-select.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "#web/components/ui/dialog.tsx";
import { InlineAlert } from "#web/components/ui/inline-alert.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useGroups } from "#web/lib/api/team/get-groups.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useCreateGroup } from "../api/create-group.ts";
import { useDeleteGroup } from "../api/delete-group.ts";
import { useGroupMembers } from "../api/get-group-members.ts";
import { useSetGroupMembers } from "../api/set-group-members.ts";
import { useUpdateGroup } from "../api/update-group.ts";
import { MEMBER_ROLE_LABELS } from "./role-labels.ts";

/** The members of a group made here: who is in it, removing one, adding one. */
function GroupMembersDialog({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const { _ } = useCatalogue("team");
  const members = useGroupMembers({ id: group?.id ?? "", queryConfig: { enabled: group !== null } });
  const [adding, setAdding] = useState<MemberChoice | null>(null);
  const save = useSetGroupMembers({ mutationConfig: { onSuccess: () => setAdding(null) } });
  const ids = (members.data ?? []).map((m) => m.id);
  const put = (userIds: string[]) => group && save.mutate({ id: group.id, userIds });
  return (
    <Dialog
      open={group !== null}
      onOpenChange={(open) => {
        if (!open) {
          save.reset();
          setAdding(null);
          onClose();
        }
      }}
    >
      {group ? (
        <DialogContent
          title={_("team.groups.membersTitle", { name: group.name })}
          description={_("team.groups.membersDescription")}
        >
          <QueryState query={members}>
            {(list) =>
              list.length === 0 ? (
                <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("team.groups.noMembers")}</p>
              ) : (
                <ul className="max-h-72 divide-y divide-zinc-200 overflow-y-auto dark:divide-zinc-800">
                  {list.map((member) => (
                    <li key={member.id} className="flex items-center gap-2 py-2">
                      <div className="min-w-0 flex-1">
                        <p className="truncate text-sm font-medium">{member.name}</p>
                        <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">{member.email}</p>
                      </div>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        disabled={save.isPending}
                        aria-label={_("team.groups.removeMember", { name: member.name })}
                        onClick={() => put(ids.filter((id) => id !== member.id))}
                      >
                        <X aria-hidden="true" />
                      </Button>
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryState>
          <div className="grid gap-2">
            <Label htmlFor="group-add-member">{_("team.groups.addMember")}</Label>
            <div className="flex flex-wrap items-start gap-2">
              <div className="min-w-0 flex-1">
                <MemberSelect
                  id="group-add-member"
                  value={adding}
                  onChange={setAdding}
                  noneLabel={_("team.groups.pickMember")}
                />
              </div>
              <Button
                variant="secondary"
                disabled={adding === null || ids.includes(adding.id) || save.isPending}
                onClick={() => adding && put([...ids, adding.id])}
              >
                <Plus aria-hidden="true" />
                {_("team.groups.add")}
              </Button>
            </div>
          </div>
          {save.error ? <InlineAlert>{errorMessage(save.error)}</InlineAlert> : null}
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button>{_("team.groups.done")}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function GroupRow({
  group,
  onMembers,
  onDelete,
}: {
  group: Group;
  onMembers: (group: Group) => void;
  onDelete: (group: Group) => void;
}) {
  const { _ } = useCatalogue("team");
  const update = useUpdateGroup({
    mutationConfig: {
      onError: (error) =>
        toast({ title: _("team.groups.notChanged"), description: errorMessage(error), variant: "destructive" }),
    },
  });
  const fromProvider = group.source === "scim";
  const roleId = `group-role-${group.id}`;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Users className="size-4 shrink-0 text-zinc-500" aria-hidden="true" />
      <div className="min-w-40 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="break-all">{group.name}</span>
          {fromProvider ? <Badge tone="accent">{_("team.groups.fromProvider")}</Badge> : null}
        </p>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {_("team.groups.memberCount", { count: group.memberCount })}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor={roleId} className="sr-only">
          {_("team.groups.roleOf", { name: group.name })}
        </Label>
        <NativeSelect
          id={roleId}
          value={group.role ?? ""}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ id: group.id, role: (event.target.value || null) as GroupRole | null })}
        >
          <option value="">{_("team.groups.noRole")}</option>
          {GROUP_ROLES.map((role) => (
            <option key={role} value={role}>
              {_("team.groups.grants", { role: _(MEMBER_ROLE_LABELS[role]) })}
            </option>
          ))}
        </NativeSelect>
        {fromProvider ? null : (
          <>
            <Button variant="secondary" size="sm" onClick={() => onMembers(group)}>
              {_("team.groups.members")}
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={_("team.groups.deleteNamed", { name: group.name })}
              onClick={() => onDelete(group)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * Settings > Security for team admins: the team's groups (docs/product.md "Groups"): those made here
 * and those the identity provider keeps, the role each grants, a group's members, making and
 * removing one.
 */
export function GroupsSection() {
  const { _ } = useCatalogue("team");
  const query = useGroups();
  const [name, setName] = useState("");
  const [membersOf, setMembersOf] = useState<Group | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const create = useCreateGroup({ mutationConfig: { onSuccess: () => setName("") } });
  const remove = useDeleteGroup({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: _("team.groups.deleted", { name: deleting?.name ?? "" }), variant: "success" });
        setDeleting(null);
      },
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name });
  };

  return (
    <section aria-labelledby="groups-title" className="grid gap-4 border-t border-zinc-200 pt-6 dark:border-zinc-800">
      <div>
        <h2 id="groups-title" className="text-base font-semibold">
          {_("team.groups.title")}
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{_("team.groups.description")}</p>
      </div>
      <QueryState query={query}>
        {(groups) =>
          groups.length === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("team.groups.none")}</p>
          ) : (
            <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={_("team.groups.title")}>
              {groups.map((group) => (
                <GroupRow key={group.id} group={group} onMembers={setMembersOf} onDelete={setDeleting} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <form onSubmit={submit} className="grid gap-2 sm:max-w-md">
        <Label htmlFor="group-name">{_("team.groups.name")}</Label>
        <div className="flex gap-2">
          <Input
            id="group-name"
            value={name}
            maxLength={200}
            placeholder={_("team.groups.namePlaceholder")}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" disabled={create.isPending || name.trim() === ""}>
            <Plus aria-hidden="true" />
            {create.isPending ? _("team.groups.creating") : _("team.groups.create")}
          </Button>
        </div>
        {create.error ? <InlineAlert>{errorMessage(create.error)}</InlineAlert> : null}
      </form>
      <GroupMembersDialog group={membersOf} onClose={() => setMembersOf(null)} />
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            remove.reset();
            setDeleting(null);
          }
        }}
      >
        {deleting ? (
          <DialogContent
            title={_("team.groups.deleteTitle", { name: deleting.name })}
            description={_("team.groups.deleteDescription")}
          >
            {remove.error ? <InlineAlert>{errorMessage(remove.error)}</InlineAlert> : null}
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="secondary">{_("team.groups.keep")}</Button>
              </DialogClose>
              <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(deleting.id)}>
                {remove.isPending ? _("team.groups.deleting") : _("team.groups.delete")}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
