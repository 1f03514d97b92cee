import { useId } from "react";
import { AUDIT_ACTION_LABELS } from "#shared/schemas/audit.ts";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import type { AuditFilter } from "../api/get-audit-log.ts";

const SUBJECTS = ["booking", "series", "office", "member", "invitation", "team"];

/** Filters of the audit log: actor, action (or all of a subject's), target type and team-local days. */
export function AuditFilters({
  filter,
  onChange,
  members,
}: {
  filter: AuditFilter;
  onChange: (filter: AuditFilter) => void;
  members: { id: string; name: string }[];
}) {
  const id = useId();
  const set = (patch: Partial<AuditFilter>) => onChange({ ...filter, ...patch });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-actor`}>Actor</Label>
        <NativeSelect
          id={`${id}-actor`}
          value={filter.actorId ?? ""}
          onChange={(e) => set({ actorId: e.target.value || undefined })}
        >
          <option value="">Anyone</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-action`}>Action</Label>
        <NativeSelect
          id={`${id}-action`}
          value={filter.action ?? ""}
          onChange={(e) => set({ action: e.target.value || undefined })}
        >
          <option value="">Any action</option>
          {SUBJECTS.map((s) => (
            <optgroup key={s} label={`${s.charAt(0).toUpperCase()}${s.slice(1)}`}>
              <option value={s}>Any {s} action</option>
              {Object.entries(AUDIT_ACTION_LABELS)
                .filter(([action]) => action.startsWith(`${s}.`))
                .map(([action, label]) => (
                  <option key={action} value={action}>
                    {label}
                  </option>
                ))}
            </optgroup>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-target`}>Target</Label>
        <NativeSelect
          id={`${id}-target`}
          value={filter.targetType ?? ""}
          onChange={(e) => set({ targetType: e.target.value || undefined })}
        >
          <option value="">Any target</option>
          {SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filter.from ?? ""}
          max={filter.to}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-to`}>To</Label>
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
