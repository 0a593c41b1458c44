import type { ReactNode } from 'react';

type AuthLayoutProps = { title: string; description?: ReactNode; children: ReactNode };

/**
 * The calm centered card shared by the account pages (sign-in, sign-up, password reset). Its own
 * markup rather than Card with overrides, and lucide's wrench drawn inline (its icon runtime is
 * 1.7 kB for this one icon): the account pages stay small without tailwind-merge (decision 026).
 */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-10 sm:py-16">
      <title>{`${title} · Repair Quotes`}</title>
      <div className="w-full max-w-sm sm:max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2.5">
          <span
            aria-hidden
            className="grid size-9 place-items-center rounded-lg bg-brand-700 text-white shadow-sm ring-1 ring-brand-800/20"
          >
            <WrenchMark />
          </span>
          <span className="text-lg font-semibold tracking-tight text-slate-900">Repair Quotes</span>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white shadow-md shadow-slate-200/60">
          <div className="space-y-1.5 px-6 pt-7 text-center sm:px-8">
            <h1 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h1>
            {description ? <p className="text-sm text-slate-500">{description}</p> : null}
          </div>
          <div className="px-6 pt-6 pb-7 sm:px-8">{children}</div>
        </div>
      </div>
    </main>
  );
}

function WrenchMark() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
      aria-hidden="true"
    >
      <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.106-3.105c.32-.322.863-.22.983.218a6 6 0 0 1-8.259 7.057l-7.91 7.91a1 1 0 0 1-2.999-3l7.91-7.91a6 6 0 0 1 7.057-8.259c.438.12.54.662.219.984z" />
    </svg>
  );
}
