import { useId, useState } from "react";
import { AUDIT_ACTION_LABELS } from "#shared/schemas/audit.ts";
import { type MemberChoice, MemberSelect } from "#web/components/member-select.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import type { AuditFilter } from "../api/get-audit-log.ts";
import { auditActionText, auditSubjectText } from "../utils/audit-actions.ts";

/** The subjects to filter by (the values sent are these words); each group's heading and "any" option are messages. */
const SUBJECTS = ["booking", "series", "office", "site", "floor", "member", "invitation", "team"] as const;

/** Filters of the audit log: actor, action (or all of a subject's), target type and team-local days. */
export function AuditFilters({ filter, onChange }: { filter: AuditFilter; onChange: (filter: AuditFilter) => void }) {
  const { _ } = useCatalogue("audit");
  const id = useId();
  // The chosen actor as the picker listed them (the filter itself keeps only the id).
  const [actor, setActor] = useState<MemberChoice | null>(null);
  const set = (patch: Partial<AuditFilter>) => onChange({ ...filter, ...patch });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-actor`}>{_("audit.filter.actor")}</Label>
        <MemberSelect
          id={`${id}-actor`}
          value={actor && actor.id === filter.actorId ? actor : null}
          onChange={(member) => {
            setActor(member);
            set({ actorId: member?.id });
          }}
          noneLabel={_("audit.filter.anyone")}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-action`}>{_("audit.filter.action")}</Label>
        <NativeSelect
          id={`${id}-action`}
          value={filter.action ?? ""}
          onChange={(e) => set({ action: e.target.value || undefined })}
        >
          <option value="">{_("audit.filter.anyAction")}</option>
          {SUBJECTS.map((s) => (
            <optgroup key={s} label={_(`audit.filter.group.${s}`)}>
              <option value={s}>{_(`audit.filter.anySubjectAction.${s}`)}</option>
              {Object.entries(AUDIT_ACTION_LABELS)
                .filter(([action]) => action.startsWith(`${s}.`))
                .map(([action, label]) => (
                  <option key={action} value={action}>
                    {auditActionText(action, label, _)}
                  </option>
                ))}
            </optgroup>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-target`}>{_("audit.filter.target")}</Label>
        <NativeSelect
          id={`${id}-target`}
          value={filter.targetType ?? ""}
          onChange={(e) => set({ targetType: e.target.value || undefined })}
        >
          <option value="">{_("audit.filter.anyTarget")}</option>
          {SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {auditSubjectText(s, _)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-from`}>{_("audit.filter.from")}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filter.from ?? ""}
          max={filter.to}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-to`}>{_("audit.filter.to")}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={filter.to ?? ""}
          min={filter.from}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </div>
    </div>
  );
}
