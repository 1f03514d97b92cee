import { type ComponentProps, useMemo } from "react";
import { NativeSelect } from "#web/components/ui/input.tsx";
import { timeZoneOptions } from "#web/lib/time-zones.ts";

/**
 * A select of every IANA time zone the browser knows; `include` adds zones the list may lack (the
 * stored one, the browser's). Used by the Create Team form and the team settings.
 */
export function TimeZoneSelect({ include = [], ...props }: ComponentProps<"select"> & { include?: string[] }) {
  const key = include.join("|");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `include`'s contents.
  const zones = useMemo(() => timeZoneOptions(...include), [key]);
  return (
    <NativeSelect {...props}>
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll("_", " ")}
        </option>
      ))}
    </NativeSelect>
  );
}
