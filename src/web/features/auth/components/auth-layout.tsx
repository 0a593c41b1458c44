import { WrenchIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

type AuthLayoutProps = { title: string; description?: ReactNode; children: ReactNode };

/** The calm centered card shared by the account pages (sign-in, sign-up, password reset). */
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
            <WrenchIcon className="size-5" />
          </span>
          <span className="text-lg font-semibold tracking-tight text-slate-900">Repair Quotes</span>
        </div>
        <Card className="shadow-md shadow-slate-200/60">
          <CardHeader className="space-y-1.5 px-6 pt-7 text-center sm:px-8">
            <h1 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h1>
            {description ? <p className="text-sm text-slate-500">{description}</p> : null}
          </CardHeader>
          <CardContent className="px-6 pt-6 pb-7 sm:px-8">{children}</CardContent>
        </Card>
      </div>
    </main>
  );
}
