import { GlobeIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import type { PublicQuote } from '../api/use-public-quote';

/** The shop's name and its public contact details, as a letterhead. */
export function ShopHeader({ shop }: { shop: PublicQuote['shop'] }) {
  const cityLine = [shop.city, [shop.state, shop.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const addressLines = [shop.address1, shop.address2, cityLine].filter(Boolean);
  const website = shop.website?.trim();
  const href = website && !/^https?:\/\//i.test(website) ? `https://${website}` : website;
  return (
    <div className="min-w-0 space-y-2">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{shop.name}</h1>
      <div className="space-y-1 text-sm text-slate-600">
        {addressLines.length > 0 ? (
          <address className="flex gap-2 not-italic" aria-label="Shop address">
            <MapPinIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400 print:hidden" />
            <span>
              {addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          </address>
        ) : null}
        {shop.phone ? (
          <p className="flex items-center gap-2">
            <PhoneIcon aria-hidden className="size-4 shrink-0 text-slate-400 print:hidden" />
            <a
              href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}
              className="text-brand-700 hover:underline print:text-slate-700"
            >
              {shop.phone}
            </a>
          </p>
        ) : null}
        {website && href ? (
          <p className="flex min-w-0 items-center gap-2">
            <GlobeIcon aria-hidden className="size-4 shrink-0 text-slate-400 print:hidden" />
            <a
              href={href}
              target="_blank"
              rel="noreferrer"
              className="truncate text-brand-700 hover:underline print:text-slate-700"
            >
              {website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
