import { useState } from "react";
import type { Member } from "#shared/schemas/team.ts";
import { NativeSelect } from "#web/components/ui/input.tsx";
import { SearchInput } from "#web/components/ui/search-input.tsx";
import { MEMBER_PICKER_PAGE, useMemberSearch } from "#web/lib/api/team/get-members.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useDebouncedValue } from "#web/lib/use-debounced-value.ts";

/** What a picker hands back: the chosen member as the list showed them. */
export type MemberChoice = Pick<Member, "id" | "name" | "email">;

/**
 * A select of the team's members (the first MEMBER_PICKER_PAGE by name) with a "none" choice. When
 * the team has more, a search field above it asks the server for the matching ones, so a team of
 * thousands never loads them all; the chosen member stays listed while another search shows.
 * `id` is the select's, for the caller's label.
 */
export function MemberSelect({
  id,
  value,
  onChange,
  noneLabel,
  excludeId,
}: {
  id: string;
  value: MemberChoice | null;
  onChange: (member: MemberChoice | null) => void;
  /** The first option, for no member ("Myself", "Anyone"). */
  noneLabel: string;
  /** Left out of the list (the signed-in person, when "none" means them). */
  excludeId?: string;
}) {
  const { _ } = useCatalogue("common");
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 250);
  const first = useMemberSearch({ q: "" });
  const found = useMemberSearch({ q, queryConfig: { enabled: q !== "" } });
  const page = q === "" ? first.data : found.data;
  const large = (first.data?.nextCursor ?? null) !== null;
  const listed = (page?.items ?? []).filter((m) => m.id !== excludeId);
  const options = value && !listed.some((m) => m.id === value.id) ? [value, ...listed] : listed;
  return (
    <div className="grid gap-2">
      {large ? (
        <SearchInput
          label={_("common.members.find")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={_("common.members.findPlaceholder")}
        />
      ) : null}
      <NativeSelect
        id={id}
        value={value?.id ?? ""}
        onChange={(event) => onChange(options.find((m) => m.id === event.target.value) ?? null)}
      >
        <option value="">{noneLabel}</option>
        {options.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </NativeSelect>
      {page?.nextCursor ? (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {_("common.members.firstShown", { count: MEMBER_PICKER_PAGE })}
        </p>
      ) : null}
    </div>
  );
}
