import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";

/** A read-only value with a copy button. */
export function CopyField({
  id,
  label,
  value,
  copyLabel,
}: {
  id: string;
  label: string;
  value: string;
  copyLabel: string;
}) {
  const { _ } = useCatalogue("common");
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
      toast({
        title: _("common.copy.copied"),
        description: _("common.copy.copiedDescription", { label }),
        variant: "success",
      });
    } catch {
      const input = document.getElementById(id) as HTMLInputElement | null;
      input?.select();
      toast({
        title: _("common.copy.failed"),
        description: _("common.copy.failedDescription"),
        variant: "warning",
      });
    }
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} value={value} readOnly look="code" onFocus={(e) => e.target.select()} />
        <Button variant="secondary" onClick={copy} aria-label={copyLabel}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? _("common.copy.copied") : _("common.copy.copy")}
        </Button>
      </div>
    </div>
  );
}
