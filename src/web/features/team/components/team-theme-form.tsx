import { zodResolver } from "@hookform/resolvers/zod";
import { RotateCcw, Save } from "lucide-react";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { type TeamTheme, type ThemeConfigBody, themeConfigSchema } from "#shared/schemas/team-theme.ts";
import { DEFAULT_THEME, HEX_COLOUR, type ThemeConfig, themeContrastProblems } from "#shared/theme.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label, ValidationMessage } from "#web/components/ui/label.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { useUpdateTeamTheme } from "#web/features/team/api/update-team-theme.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { ThemePreview } from "./theme-preview.tsx";

type ColourName =
  | "primaryAction"
  | "primaryBackground"
  | "primaryAccent"
  | "primaryBrand"
  | "customNeutrals.textPrimary"
  | "customNeutrals.textSecondary"
  | "customNeutrals.borderColor";

/** A colour's field; `label` and `hint` are message ids of the "team" catalogue. */
type ColourField = { name: ColourName; label: string; hint: string };
const BRAND_FIELDS: ColourField[] = [
  { name: "primaryAction", label: "team.theme.action", hint: "team.theme.actionHint" },
  { name: "primaryBackground", label: "team.theme.background", hint: "team.theme.backgroundHint" },
  { name: "primaryAccent", label: "team.theme.accent", hint: "team.theme.accentHint" },
  { name: "primaryBrand", label: "team.theme.brand", hint: "team.theme.brandHint" },
];
const NEUTRAL_FIELDS: ColourField[] = [
  { name: "customNeutrals.textPrimary", label: "team.theme.text", hint: "team.theme.textHint" },
  { name: "customNeutrals.textSecondary", label: "team.theme.secondaryText", hint: "team.theme.secondaryTextHint" },
  { name: "customNeutrals.borderColor", label: "team.theme.borders", hint: "team.theme.bordersHint" },
];

/** `values` as a theme when every colour is a full hex colour; null while one is being typed. */
function completeTheme(values: ThemeConfigBody): ThemeConfig | null {
  const colours = [
    values.primaryAction,
    values.primaryBackground,
    values.primaryAccent,
    values.primaryBrand,
    values.customNeutrals.textPrimary,
    values.customNeutrals.textSecondary,
    values.customNeutrals.borderColor,
  ];
  return colours.every((c) => HEX_COLOUR.test(c ?? "")) ? values : null;
}

/**
 * The team admin's brand theme form (PUT /api/team/theme): a colour picker and hex field per colour,
 * automatic or custom neutrals, the WCAG AA contrast check live, and a preview in the chosen colours.
 */
export function TeamThemeForm({ current, teamName }: { current: TeamTheme; teamName: string }) {
  const { _ } = useCatalogue("team");
  const update = useUpdateTeamTheme();
  const form = useForm<ThemeConfigBody>({ resolver: zodResolver(themeConfigSchema), defaultValues: current.theme });
  const { errors, isDirty } = form.formState;
  useEffect(() => {
    form.reset(current.theme);
  }, [current, form]);

  const values = form.watch();
  const theme = completeTheme(values);
  const problems = theme ? themeContrastProblems(theme) : [];

  const onSubmit = form.handleSubmit((body) => {
    if (themeContrastProblems(body).length > 0) return;
    update.mutate(body, {
      onSuccess: (saved) => {
        form.reset(saved.theme);
        toast({ title: _("team.theme.saved"), description: _("team.theme.savedDescription"), variant: "success" });
      },
      onError: (error) => form.setError("root", { message: errorMessage(error, _("team.theme.notSaved")) }),
    });
  });

  const fieldError = (name: ColourName): string | undefined => {
    const [head, tail] = name.split(".") as [keyof ThemeConfigBody, string | undefined];
    const entry = errors[head] as Record<string, { message?: string }> | { message?: string } | undefined;
    if (!entry) return undefined;
    return tail
      ? (entry as Record<string, { message?: string }>)[tail]?.message
      : (entry as { message?: string }).message;
  };

  const colourField = ({ name, label: labelId, hint }: ColourField) => {
    const label = _(labelId);
    const id = `theme-${name.replace(".", "-")}`;
    const error = fieldError(name);
    return (
      <Controller
        key={name}
        control={form.control}
        name={name}
        render={({ field }) => (
          <div className="grid gap-2">
            <Label htmlFor={id}>{label}</Label>
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label={_("team.theme.picker", { label })}
                className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-zinc-300 bg-white p-1 dark:border-zinc-700 dark:bg-zinc-900"
                value={HEX_COLOUR.test(String(field.value)) ? String(field.value) : "#000000"}
                onChange={(e) => field.onChange(e.target.value)}
              />
              <Input
                id={id}
                value={String(field.value ?? "")}
                onChange={(e) => field.onChange(e.target.value.trim())}
                onBlur={field.onBlur}
                spellCheck={false}
                autoComplete="off"
                maxLength={7}
                className="font-mono"
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
              />
            </div>
            <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
              {_(hint)}
            </p>
            {error ? (
              <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
                {error}
              </p>
            ) : null}
          </div>
        )}
      />
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={_("team.theme.title")}>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">{BRAND_FIELDS.map(colourField)}</div>
          <div className="flex items-center gap-3">
            <Controller
              control={form.control}
              name="autoNeutrals"
              render={({ field }) => (
                <Switch id="theme-auto-neutrals" checked={field.value} onCheckedChange={field.onChange} />
              )}
            />
            <Label htmlFor="theme-auto-neutrals">{_("team.theme.autoNeutrals")}</Label>
          </div>
          {values.autoNeutrals ? null : (
            <div className="grid gap-5 sm:grid-cols-3">{NEUTRAL_FIELDS.map(colourField)}</div>
          )}
        </div>
        <ThemePreview theme={theme ?? DEFAULT_THEME} teamName={teamName} />
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {problems.length > 0 ? (
          <ul className="grid gap-1 rounded-md border border-red-200 bg-red-50 p-3 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
            {problems.map((p) => (
              <li key={p.message}>
                <ValidationMessage message={p.message} />
              </li>
            ))}
          </ul>
        ) : theme ? (
          <p className="text-zinc-600 dark:text-zinc-400">{_("team.theme.contrastOk")}</p>
        ) : null}
      </div>
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={() => form.reset({ ...DEFAULT_THEME }, { keepDefaultValues: true })}
        >
          <RotateCcw aria-hidden="true" /> {_("team.theme.useDefault")}
        </Button>
        <Button type="submit" disabled={update.isPending || !isDirty || problems.length > 0}>
          <Save aria-hidden="true" /> {update.isPending ? _("team.saving") : _("team.theme.save")}
        </Button>
      </div>
    </form>
  );
}
