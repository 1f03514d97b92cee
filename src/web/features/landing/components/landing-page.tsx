import {
  ArrowRight,
  BarChart3,
  Bell,
  CalendarCheck,
  Clock,
  FileSearch,
  ShieldCheck,
  ShieldX,
  Smartphone,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { Logo } from "#web/components/brand/logo.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { PRODUCT_NAME } from "#web/lib/product.ts";
import { useForcedLightTheme } from "#web/lib/use-forced-light-theme.ts";

/** The features, by their messages' ids (landing.feature.<id>.title and .text). */
const FEATURES = [
  { icon: Clock, id: "availability" },
  { icon: ShieldX, id: "conflicts" },
  { icon: Users, id: "collaboration" },
  { icon: Bell, id: "notifications" },
  { icon: BarChart3, id: "analytics" },
  { icon: ShieldCheck, id: "roles" },
  { icon: FileSearch, id: "audit" },
  { icon: Smartphone, id: "mobile" },
] as const;

/** A sample day; `who` is a name (as written) or a message id of the sample's words. */
const SCHEDULE = [
  { time: "09:00 – 10:00", office: "Focus Room", who: "Ann Lee", tone: "bg-indigo-600" },
  { time: "10:30 – 12:00", office: "Board Room", who: "landing.schedule.productTeam", tone: "bg-sky-600" },
  { time: "13:00 – 14:00", office: "Hot Desk Area", who: "landing.schedule.seats", tone: "bg-emerald-600" },
  { time: "15:00 – 16:30", office: "Studio", who: "landing.schedule.designReview", tone: "bg-amber-600" },
];

/**
 * Public marketing page for signed-out visitors (spec section 2). Light only, like its prerendered
 * copy (scripts/prerender.ts): a stored dark theme made its ghost buttons near-invisible.
 */
export function LandingPage() {
  useForcedLightTheme();
  const { _ } = useCatalogue("landing");
  const product = PRODUCT_NAME;
  return (
    <div className="min-h-dvh bg-white text-zinc-900">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {_("landing.skip")}
      </a>
      <header className="sticky top-0 z-30 border-b border-zinc-200/80 bg-white/90 backdrop-blur">
        <nav
          aria-label={_("landing.nav")}
          className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6"
        >
          <Link to="/" className="rounded-md" aria-label={_("landing.home", { product })}>
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost">
              <Link to="/auth">{_("landing.signIn")}</Link>
            </Button>
            <Button asChild>
              <Link to="/auth?tab=register">{_("landing.getStarted")}</Link>
            </Button>
          </div>
        </nav>
      </header>
      <main id="main-content">
        <section className="relative overflow-hidden border-b border-zinc-100 bg-gradient-to-b from-indigo-50/70 to-white">
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
            <div>
              <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white px-3 py-1 text-xs font-medium text-indigo-700">
                <CalendarCheck className="size-3.5" aria-hidden="true" />
                {_("landing.trialBadge")}
              </p>
              <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{_("landing.title")}</h1>
              <p className="mt-5 max-w-xl text-lg text-zinc-600">{_("landing.lead", { product })}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <Button asChild size="lg">
                  <Link to="/auth?tab=register">
                    {_("landing.startTrial")}
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="secondary">
                  <Link to="/auth">{_("landing.viewDemo")}</Link>
                </Button>
                <Button asChild size="lg" variant="ghost">
                  <Link to="/auth">{_("landing.scheduleDemo")}</Link>
                </Button>
              </div>
            </div>
            <section
              aria-labelledby="sample-schedule-title"
              className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-xl shadow-indigo-100/60"
            >
              <div className="mb-4 flex items-center justify-between">
                <h2 id="sample-schedule-title" className="font-semibold">
                  {_("landing.schedule.title")}
                </h2>
                <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
                  {_("landing.schedule.count")}
                </span>
              </div>
              <ul className="grid gap-3">
                {SCHEDULE.map((item) => (
                  <li key={item.time} className="flex items-center gap-3 rounded-lg border border-zinc-100 p-3">
                    <span className={`h-10 w-1 rounded-full ${item.tone}`} aria-hidden="true" />
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium">{item.office}</p>
                      <p className="text-xs text-zinc-600">
                        {item.who.startsWith("landing.") ? _(item.who) : item.who}
                      </p>
                    </div>
                    <span className="text-xs font-medium text-zinc-700 tabular-nums">{item.time}</span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </section>
        <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-24">
          <div className="max-w-2xl">
            <h2 id="features-title" className="text-3xl font-semibold tracking-tight">
              {_("landing.features.title")}
            </h2>
            <p className="mt-3 text-zinc-600">{_("landing.features.lead", { product })}</p>
          </div>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((f) => (
              <li key={f.id} className="rounded-xl border border-zinc-200 p-5 transition-shadow hover:shadow-md">
                <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
                  <f.icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold">{_(`landing.feature.${f.id}.title`)}</h3>
                <p className="mt-1 text-sm text-zinc-600">{_(`landing.feature.${f.id}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="border-y border-zinc-200 bg-zinc-50">
          <div className="mx-auto flex max-w-6xl flex-col items-start justify-between gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center">
            <div>
              <h2 className="text-2xl font-semibold tracking-tight">{_("landing.cta.title")}</h2>
              <p className="mt-2 text-zinc-600">{_("landing.cta.text")}</p>
            </div>
            <Button asChild size="lg">
              <Link to="/auth?tab=register">{_("landing.cta.button")}</Link>
            </Button>
          </div>
        </section>
      </main>
      <footer className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-zinc-600 sm:flex-row sm:px-6">
        <Logo className="text-zinc-900" />
        <p>{_("landing.footer", { year: String(new Date().getFullYear()), product })}</p>
      </footer>
    </div>
  );
}
