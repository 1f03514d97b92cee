import { ArrowLeft, Building2, ChevronRight, KeyRound, Mail, ShieldCheck, Sparkles, type Users } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";
import { Logo } from "#web/components/brand/logo.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { homePathFor, useUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { PRODUCT_NAME } from "#web/lib/product.ts";
import { returnPathFrom } from "#web/lib/return-path.ts";
import { CreateTeamForm } from "./create-team-form.tsx";
import { JoinTeamForm } from "./join-team-form.tsx";
import { LoginForm } from "./login-form.tsx";

type Mode = "choose" | "create" | "join";

/** /auth: Sign In and Get Started (create or join a team). */
export function AuthPage() {
  const { data: user } = useUser();
  const location = useLocation();
  const [params] = useSearchParams();
  const inviteParam = params.get("invite") ?? "";
  const [tab, setTab] = useState(inviteParam || params.get("tab") === "register" ? "register" : "login");
  const [mode, setMode] = useState<Mode>(inviteParam ? "join" : "choose");
  const { _ } = useCatalogue("auth");

  if (user) return <Navigate to={returnPathFrom(location.state) ?? homePathFor(user)} replace />;

  return (
    <div className="min-h-dvh bg-zinc-50 dark:bg-zinc-950">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {_("auth.skipToMain")}
      </a>
      <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_480px]">
        <main id="main-content" className="flex flex-col px-4 py-8 sm:px-8 lg:py-12">
          <header className="mb-8 flex items-center justify-between">
            <Link to="/" className="rounded-md" aria-label={_("auth.home", { product: PRODUCT_NAME })}>
              <Logo />
            </Link>
          </header>
          {/* Centred in the space below the logo, as the side panel is. */}
          <div className="mx-auto my-auto w-full max-w-md">
            <h1 className="text-2xl font-semibold tracking-tight">
              {tab === "login" ? _("auth.title.signIn") : _("auth.title.getStarted")}
            </h1>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{_("auth.tagline")}</p>
            <Card className="mt-6 p-5 sm:p-6">
              <Tabs value={tab} onValueChange={setTab}>
                <TabsList aria-label={_("auth.tabs.label")}>
                  <TabsTrigger value="login">{_("auth.tabs.signIn")}</TabsTrigger>
                  <TabsTrigger value="register">{_("auth.tabs.getStarted")}</TabsTrigger>
                </TabsList>
                <TabsContent value="login">
                  <LoginForm />
                </TabsContent>
                <TabsContent value="register">
                  {mode === "choose" ? (
                    <div className="grid gap-3">
                      <p className="text-sm text-zinc-600 dark:text-zinc-400">{_("auth.choose.prompt")}</p>
                      <ChoiceButton
                        icon={Building2}
                        title={_("auth.createTeam.title")}
                        description={_("auth.choose.create.description")}
                        onClick={() => setMode("create")}
                      />
                      <ChoiceButton
                        icon={KeyRound}
                        title={_("auth.joinTeam.title")}
                        description={_("auth.choose.join.description")}
                        onClick={() => setMode("join")}
                      />
                    </div>
                  ) : (
                    <div className="grid gap-4">
                      <button
                        type="button"
                        onClick={() => setMode("choose")}
                        className="inline-flex w-fit items-center gap-1 rounded-md text-sm font-medium text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100"
                      >
                        <ArrowLeft className="size-4" aria-hidden="true" />
                        {_("auth.choose.back")}
                      </button>
                      <h2 className="text-lg font-semibold">
                        {mode === "create" ? _("auth.createTeam.title") : _("auth.joinTeam.title")}
                      </h2>
                      {mode === "create" ? (
                        <CreateTeamForm
                          onAccountCreated={() => {
                            setMode("choose");
                            setTab("login");
                          }}
                        />
                      ) : (
                        <JoinTeamForm initialCode={inviteParam} />
                      )}
                    </div>
                  )}
                </TabsContent>
              </Tabs>
            </Card>
          </div>
        </main>
        <aside
          aria-label={_("auth.side.label", { product: PRODUCT_NAME })}
          className="hidden flex-col justify-center gap-6 border-l border-zinc-200 bg-white px-10 py-12 lg:flex dark:border-zinc-800 dark:bg-zinc-900"
        >
          <SideFeature icon={ShieldCheck} title={_("auth.side.access.title")} text={_("auth.side.access.text")} />
          <SideFeature icon={Building2} title={_("auth.side.offices.title")} text={_("auth.side.offices.text")} />
          <SideFeature icon={Mail} title={_("auth.side.invitations.title")} text={_("auth.side.invitations.text")} />
          <div className="rounded-xl border border-indigo-200 bg-indigo-50 p-5 dark:border-indigo-900 dark:bg-indigo-950">
            <p className="flex items-center gap-2 font-semibold text-indigo-900 dark:text-indigo-100">
              <Sparkles className="size-4" aria-hidden="true" />
              {_("auth.side.trial.title")}
            </p>
            <p className="mt-1 text-sm text-indigo-900/80 dark:text-indigo-200">{_("auth.side.trial.text")}</p>
          </div>
        </aside>
      </div>
    </div>
  );
}

function ChoiceButton({
  icon: Icon,
  title,
  description,
  onClick,
}: {
  icon: typeof Users;
  title: string;
  description: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="group flex items-center gap-4 rounded-lg border border-zinc-200 p-4 text-left transition-colors hover:border-indigo-300 hover:bg-indigo-50/50 dark:border-zinc-700 dark:hover:border-indigo-700 dark:hover:bg-indigo-950/40"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="flex-1">
        <span className="block font-medium">{title}</span>
        <span className="block text-sm text-zinc-600 dark:text-zinc-400">{description}</span>
      </span>
      <ChevronRight className="size-4 text-zinc-400 group-hover:text-indigo-600" aria-hidden="true" />
    </button>
  );
}

function SideFeature({ icon: Icon, title, text }: { icon: typeof Users; title: string; text: string }) {
  return (
    <div className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <h2 className="font-semibold">{title}</h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{text}</p>
      </div>
    </div>
  );
}
