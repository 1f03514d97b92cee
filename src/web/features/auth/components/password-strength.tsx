import { Check, X } from "lucide-react";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/** The five rules; each `label` is a message id of the auth catalogue. */
const RULES = [
  { label: "auth.strength.rule.length", test: (p: string) => p.length >= 8 },
  { label: "auth.strength.rule.uppercase", test: (p: string) => /[A-Z]/.test(p) },
  { label: "auth.strength.rule.lowercase", test: (p: string) => /[a-z]/.test(p) },
  { label: "auth.strength.rule.number", test: (p: string) => /\d/.test(p) },
  { label: "auth.strength.rule.special", test: (p: string) => /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/.test(p) },
] as const;

/**
 * Strength label of spec section 5: share of the five rules met. `label` is a message id of the
 * auth catalogue ("Too weak", "Weak", "Fair", "Good", "Strong").
 */
export function passwordStrength(password: string): { met: number; label: string } {
  const met = RULES.filter((r) => r.test(password)).length;
  const share = met / RULES.length;
  let label = "auth.strength.strong";
  if (met === 0) label = "auth.strength.tooWeak";
  else if (share <= 0.4) label = "auth.strength.weak";
  else if (share <= 0.6) label = "auth.strength.fair";
  else if (share <= 0.8) label = "auth.strength.good";
  return { met, label };
}

const barColor = ["bg-red-600", "bg-red-600", "bg-amber-500", "bg-yellow-500", "bg-emerald-500", "bg-emerald-600"];

/** The five-rule password strength meter. */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const { _ } = useCatalogue("auth");
  if (!password) return null;
  const { met, label } = passwordStrength(password);
  return (
    <div id={id} className="grid gap-2" data-testid="password-strength">
      <div className="flex items-center gap-3">
        <div className="flex flex-1 gap-1" aria-hidden="true">
          {RULES.map((rule, i) => (
            <span
              key={rule.label}
              className={cn("h-1.5 flex-1 rounded-full", i < met ? barColor[met] : "bg-zinc-200 dark:bg-zinc-700")}
            />
          ))}
        </div>
        <p className="min-w-16 text-right text-xs font-medium text-zinc-700 dark:text-zinc-300" aria-live="polite">
          <span className="sr-only">{_("auth.strength.prefix")} </span>
          {_(label)}
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
        {RULES.map((rule) => {
          const ok = rule.test(password);
          return (
            <li
              key={rule.label}
              className={cn(
                "flex items-center gap-1.5",
                ok ? "text-emerald-700 dark:text-emerald-400" : "text-zinc-600 dark:text-zinc-400",
              )}
            >
              {ok ? <Check className="size-3.5" aria-hidden="true" /> : <X className="size-3.5" aria-hidden="true" />}
              {_(rule.label)}
              <span className="sr-only">{ok ? _("auth.strength.met") : _("auth.strength.notMet")}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
