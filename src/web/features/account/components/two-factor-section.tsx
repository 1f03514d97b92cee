/**
 * Settings > Security, "Two-factor authentication": set up an authenticator app (password, scan,
 * confirm with a code, save the backup codes), make new backup codes, turn it off. The server side is
 * docs/decisions/0029.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Copy, Download, KeyRound, ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  type ConfirmPasswordBody,
  confirmPasswordBodySchema,
  type EnableTwoFactorBody,
  enableTwoFactorBodySchema,
  type TwoFactorSetup,
} from "#shared/schemas/account.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { PRODUCT_NAME } from "#web/lib/product.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useDisableTwoFactor } from "../api/disable-two-factor.ts";
import { useEnableTwoFactor } from "../api/enable-two-factor.ts";
import { useTwoFactor } from "../api/get-two-factor.ts";
import { useRegenerateBackupCodes } from "../api/regenerate-backup-codes.ts";
import { useSetUpTwoFactor } from "../api/set-up-two-factor.ts";

/** Backup codes left at which the section asks for new ones. */
const FEW_CODES_LEFT = 3;

/** A refusal of the last attempt, said where the person looks. */
function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {errorMessage(error)}
    </p>
  );
}

/** "Your password" and a submit button: the confirmation every change here starts with. */
function PasswordStep({
  id,
  submitLabel,
  pending,
  error,
  destructive = false,
  onSubmit,
}: {
  id: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  destructive?: boolean;
  onSubmit: (body: ConfirmPasswordBody) => void;
}) {
  const { _ } = useCatalogue("account");
  const form = useForm<ConfirmPasswordBody>({
    resolver: zodResolver(confirmPasswordBodySchema),
    defaultValues: { password: "" },
  });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <FormField id={id} label={_("account.twoFactor.password.label")} error={form.formState.errors.password?.message}>
        {(control) => (
          <PasswordInput autoComplete="current-password" autoFocus {...control} {...form.register("password")} />
        )}
      </FormField>
      <FormError error={error} />
      <div className="flex justify-end">
        <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={pending}>
          {pending ? _("account.twoFactor.checking") : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** Copies `text`, saying so; when the browser refuses, says that instead. */
async function copyText(text: string, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: done, variant: "success" });
  } catch {
    toast({ title: failed, variant: "warning" });
  }
}

/** The backup codes, shown once, with copy and download. */
function BackupCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { _ } = useCatalogue("account");
  const user = useCurrentUser();
  const text = [_("account.twoFactor.codesFile", { product: PRODUCT_NAME, email: user.email }), "", ...codes, ""].join(
    "\n",
  );
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `${PRODUCT_NAME.toLowerCase()}-backup-codes.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="grid gap-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("account.twoFactor.codes.description")}</p>
      <ul
        aria-label={_("account.twoFactor.codes.title")}
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-lg border border-zinc-200 bg-zinc-50 p-4 font-mono text-sm dark:border-zinc-800 dark:bg-zinc-950"
      >
        {codes.map((code) => (
          <li key={code} translate="no">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-between gap-2">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() =>
              copyText(codes.join("\n"), _("account.twoFactor.codes.copied"), _("account.twoFactor.copyFailed"))
            }
          >
            <Copy aria-hidden="true" />
            {_("account.twoFactor.codes.copy")}
          </Button>
          <Button variant="secondary" onClick={download}>
            <Download aria-hidden="true" />
            {_("account.twoFactor.codes.download")}
          </Button>
        </div>
        <Button onClick={onDone}>{_("account.twoFactor.codes.done")}</Button>
      </div>
    </div>
  );
}

/** The base32 key in groups of four, as authenticator apps show keys. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** Scan the QR code (or type the key), then confirm with the app's code. */
function ScanStep({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: () => void }) {
  const { _ } = useCatalogue("account");
  const enable = useEnableTwoFactor({ mutationConfig: { onSuccess: onEnabled } });
  const form = useForm<EnableTwoFactorBody>({
    resolver: zodResolver(enableTwoFactorBodySchema),
    defaultValues: { code: "" },
  });
  return (
    <div className="grid gap-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("account.twoFactor.setup.scan")}</p>
      <div className="grid justify-items-center gap-3 sm:grid-cols-[auto_1fr] sm:items-center sm:justify-items-start">
        <img
          src={setup.qrCode}
          alt={_("account.twoFactor.setup.qrAlt")}
          width={176}
          height={176}
          className="rounded-lg border border-zinc-200 bg-white p-1 dark:border-zinc-700"
        />
        <div className="grid gap-2 text-sm">
          <p className="text-zinc-600 dark:text-zinc-400">{_("account.twoFactor.setup.manual")}</p>
          <code translate="no" className="font-mono text-sm select-all">
            {grouped(setup.secret)}
          </code>
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                copyText(setup.secret, _("account.twoFactor.keyCopied"), _("account.twoFactor.copyFailed"))
              }
            >
              <Copy aria-hidden="true" />
              {_("account.twoFactor.setup.copyKey")}
            </Button>
          </div>
        </div>
      </div>
      <form onSubmit={form.handleSubmit((values) => enable.mutate(values))} noValidate className="grid gap-4">
        <FormField
          id="two-factor-code"
          label={_("account.twoFactor.code.label")}
          error={form.formState.errors.code?.message}
        >
          {(control) => (
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              className="max-w-40 font-mono tracking-widest"
              {...control}
              {...form.register("code")}
            />
          )}
        </FormField>
        <FormError error={enable.error} />
        <div className="flex justify-end">
          <Button type="submit" disabled={enable.isPending}>
            {enable.isPending ? _("account.twoFactor.enabling") : _("account.twoFactor.enable")}
          </Button>
        </div>
      </form>
    </div>
  );
}

type SetupStage =
  | { stage: "password" }
  | { stage: "scan"; setup: TwoFactorSetup }
  | { stage: "codes"; codes: string[] };

/** The set-up dialog: password, scan and confirm, then the backup codes. */
export function SetUpTwoFactorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { _ } = useCatalogue("account");
  const [step, setStep] = useState<SetupStage>({ stage: "password" });
  const setUp = useSetUpTwoFactor({ mutationConfig: { onSuccess: (setup) => setStep({ stage: "scan", setup }) } });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setStep({ stage: "password" });
      setUp.reset();
    }
  };
  const title = step.stage === "codes" ? _("account.twoFactor.codes.title") : _("account.twoFactor.setup.title");
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={title}
        description={step.stage === "password" ? _("account.twoFactor.setup.passwordStep") : undefined}
      >
        {step.stage === "password" ? (
          <PasswordStep
            id="two-factor-setup-password"
            submitLabel={_("account.twoFactor.continue")}
            pending={setUp.isPending}
            error={setUp.error}
            onSubmit={(body) => setUp.mutate(body)}
          />
        ) : step.stage === "scan" ? (
          <ScanStep
            setup={step.setup}
            onEnabled={() => {
              toast({
                title: _("account.twoFactor.enabled.title"),
                description: _("account.twoFactor.enabled.description"),
                variant: "success",
              });
              setStep({ stage: "codes", codes: step.setup.backupCodes });
            }}
          />
        ) : (
          <BackupCodesStep codes={step.codes} onDone={() => close(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** "New backup codes": password, then the new codes. */
function NewCodesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { _ } = useCatalogue("account");
  const regenerate = useRegenerateBackupCodes();
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) regenerate.reset();
  };
  const codes = regenerate.data?.backupCodes;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={codes ? _("account.twoFactor.codes.title") : _("account.twoFactor.newCodes.title")}
        description={codes ? undefined : _("account.twoFactor.newCodes.description")}
      >
        {codes ? (
          <BackupCodesStep codes={codes} onDone={() => close(false)} />
        ) : (
          <PasswordStep
            id="two-factor-codes-password"
            submitLabel={_("account.twoFactor.newCodes.submit")}
            pending={regenerate.isPending}
            error={regenerate.error}
            onSubmit={(body) => regenerate.mutate(body)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** "Turn off": password, then sign-in asks for the password only. */
function TurnOffDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { _ } = useCatalogue("account");
  const disable = useDisableTwoFactor({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: _("account.twoFactor.off.done"), variant: "success" });
        onOpenChange(false);
      },
    },
  });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) disable.reset();
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={_("account.twoFactor.off.title")} description={_("account.twoFactor.off.description")}>
        <PasswordStep
          id="two-factor-off-password"
          submitLabel={_("account.twoFactor.off.submit")}
          pending={disable.isPending}
          error={disable.error}
          destructive
          onSubmit={(body) => disable.mutate(body)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** The section: on or off, and what can be done from there. */
export function TwoFactorSection() {
  const { _ } = useCatalogue("account");
  const query = useTwoFactor();
  const [open, setOpen] = useState<"setup" | "codes" | "off" | null>(null);
  const dialog = (name: "setup" | "codes" | "off") => ({
    open: open === name,
    onOpenChange: (next: boolean) => setOpen(next ? name : null),
  });
  return (
    <section
      aria-labelledby="two-factor-title"
      className="grid gap-3 border-t border-zinc-200 pt-6 dark:border-zinc-800"
    >
      <QueryState query={query}>
        {(status) => (
          <div className="grid gap-3">
            <div>
              <h2 id="two-factor-title" className="flex items-center gap-2 text-base font-semibold">
                {_("account.twoFactor.title")}
                {status.enabled ? (
                  <Badge tone="success">{_("account.twoFactor.on")}</Badge>
                ) : (
                  <Badge>{_("account.twoFactor.off")}</Badge>
                )}
              </h2>
              <p className="mt-1 max-w-prose text-sm text-zinc-600 dark:text-zinc-400">
                {_("account.twoFactor.description")}
              </p>
            </div>
            {status.enabled ? (
              <>
                <p className="flex items-center gap-2 text-sm">
                  <KeyRound className="size-4 text-zinc-500" aria-hidden="true" />
                  {_("account.twoFactor.codesLeft", { count: status.backupCodesLeft })}
                  {status.backupCodesLeft <= FEW_CODES_LEFT ? (
                    <Badge tone="warning">{_("account.twoFactor.codesLow")}</Badge>
                  ) : null}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => setOpen("codes")}>
                    <KeyRound aria-hidden="true" />
                    {_("account.twoFactor.newCodes")}
                  </Button>
                  <Button variant="secondary-destructive" onClick={() => setOpen("off")}>
                    <ShieldOff aria-hidden="true" />
                    {_("account.twoFactor.turnOff")}
                  </Button>
                </div>
              </>
            ) : (
              <div>
                <Button onClick={() => setOpen("setup")}>
                  <ShieldCheck aria-hidden="true" />
                  {_("account.twoFactor.setUp")}
                </Button>
              </div>
            )}
          </div>
        )}
      </QueryState>
      <SetUpTwoFactorDialog {...dialog("setup")} />
      <NewCodesDialog {...dialog("codes")} />
      <TurnOffDialog {...dialog("off")} />
    </section>
  );
}
