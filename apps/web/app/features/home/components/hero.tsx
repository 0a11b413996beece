import { Link } from "react-router";
import { hero } from "../../../../../../content/pages/home";

const steps = hero.runSteps;

const stateClass = { passed: "fill-emerald-600", running: "fill-ink-600", pending: "fill-slate-300" } as const;

/** A stylised test run: plain-English steps turning green one by one. Decorative only. */
function TestRunIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 480 340" className="w-full drop-shadow-2xl">
      <rect width="480" height="340" rx="16" className="fill-white" />
      <path d="M0 16A16 16 0 0 1 16 0h448a16 16 0 0 1 16 16v28H0z" className="fill-slate-100" />
      <circle cx="24" cy="22" r="5" className="fill-brand-500" />
      <circle cx="42" cy="22" r="5" className="fill-slate-300" />
      <circle cx="60" cy="22" r="5" className="fill-slate-300" />
      <text x="84" y="27" className="fill-slate-600 text-[13px] font-semibold">
        {hero.runTitle}
      </text>
      {steps.map((step, index) => {
        const y = 76 + index * 44;
        return (
          <g key={step.label}>
            <rect x="20" y={y - 20} width="440" height="36" rx="8" className="fill-slate-50" />
            <circle cx="42" cy={y - 2} r="9" className={stateClass[step.state]} />
            {step.state === "passed" ? (
              <path d={`M37.5 ${y - 2}l3 3 6-6`} className="fill-none stroke-white" strokeWidth="2.2" />
            ) : null}
            {step.state === "running" ? <circle cx="42" cy={y - 2} r="3" className="fill-white" /> : null}
            <text x="62" y={y + 3} className="fill-slate-800 text-[14px]">
              {step.label}
            </text>
            <rect
              x="380"
              y={y - 7}
              width={step.state === "pending" ? 0 : 64}
              height="10"
              rx="5"
              className="fill-slate-200"
            />
          </g>
        );
      })}
      <rect x="20" y="296" width="440" height="12" rx="6" className="fill-slate-200" />
      <rect x="20" y="296" width="290" height="12" rx="6" className="fill-emerald-600" />
    </svg>
  );
}

/** The home page hero: the page's one h1, the three calls to action and the headline claim. */
export function Hero() {
  return (
    <section className="overflow-hidden bg-gradient-to-br from-ink-900 via-ink-800 to-ink-700 text-white">
      <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">{hero.h1}</h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-100">{hero.lead}</p>
          <div className="mt-8 grid gap-3 sm:flex sm:flex-wrap">
            <Link to={hero.primaryCta.to} className="btn btn-primary">
              {hero.primaryCta.label}
            </Link>
            <Link to={hero.secondaryCta.to} className="btn btn-on-dark">
              {hero.secondaryCta.label}
            </Link>
            {/* Its own document, for its policy (site/own-document.ts). */}
            <Link
              to={hero.tryCta.to}
              reloadDocument
              className="btn border border-white/60 text-white hover:bg-white/10"
            >
              {hero.tryCta.label}
            </Link>
          </div>
          <p className="mt-10 flex flex-col gap-1 border-l-4 border-brand-500 pl-4 sm:flex-row sm:items-baseline sm:gap-3">
            <strong className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
              {hero.claimFigure}
            </strong>{" "}
            <span className="text-lg font-medium text-ink-100">{hero.claimText}</span>
          </p>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <TestRunIllustration />
        </div>
      </div>
    </section>
  );
}
