import { Check, X } from "lucide-react";
import { cn } from "#web/lib/cn.ts";

const RULES = [
  { label: "At least 8 characters", test: (p: string) => p.length >= 8 },
  { label: "One uppercase letter", test: (p: string) => /[A-Z]/.test(p) },
  { label: "One lowercase letter", test: (p: string) => /[a-z]/.test(p) },
  { label: "One number", test: (p: string) => /\d/.test(p) },
  { label: "One special character", test: (p: string) => /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/.test(p) },
] as const;

/** Strength label of spec section 5: share of the five rules met. */
export function passwordStrength(password: string): { met: number; label: string } {
  const met = RULES.filter((r) => r.test(password)).length;
  const share = met / RULES.length;
  let label = "Strong";
  if (met === 0) label = "Too weak";
  else if (share <= 0.4) label = "Weak";
  else if (share <= 0.6) label = "Fair";
  else if (share <= 0.8) label = "Good";
  return { met, label };
}

const barColor = ["bg-red-600", "bg-red-600", "bg-amber-500", "bg-yellow-500", "bg-emerald-500", "bg-emerald-600"];

/** The five-rule password strength meter. */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
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
          <span className="sr-only">Password strength: </span>
          {label}
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
              {rule.label}
              <span className="sr-only">{ok ? "(met)" : "(not met)"}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
