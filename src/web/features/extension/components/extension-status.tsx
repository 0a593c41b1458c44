import { CircleCheck, CircleDashed, ExternalLink } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card';
import { useExtensionVersion } from '../hooks/use-extension-marker';

const STORE_URL = 'https://chromewebstore.google.com/search/Repair%20Quotes';

/** Chrome Extension: installed with its version, or not, and where to get it. */
export function ExtensionStatus() {
  const version = useExtensionVersion();
  const installed = version !== null;
  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="flex items-start gap-3" role="status">
          {installed ? (
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden />
          ) : (
            <CircleDashed className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden />
          )}
          <div>
            <p className="text-sm font-medium text-slate-900">
              {installed
                ? version
                  ? `Installed, version ${version}`
                  : 'Installed (version not reported)'
                : 'Not installed'}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              The extension opens a quote from the repair order you are viewing in Tekmetric or Shop-Ware,
              with the shop, vehicle and repair order already chosen.
            </p>
          </div>
        </div>
        <a
          href={STORE_URL}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          {installed ? 'View in the Chrome Web Store' : 'Get it from the Chrome Web Store'}
          <ExternalLink className="size-3.5" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </CardContent>
    </Card>
  );
}
