import { ExternalLink } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/trpc';
import { usePartsTechRegistration } from '../api/use-integrations';

/**
 * Opens the PartsTech registration page in a new tab. The tab is opened during the click (a tab
 * opened after the server answers would be taken for a pop-up and blocked), then sent to the
 * address the server gives.
 */
export function ConnectPartsTechButton({ shopId }: { shopId: string }) {
  const registration = usePartsTechRegistration();
  const open = () => {
    const tab = window.open('about:blank', '_blank');
    registration.mutate(
      { shop_id: shopId },
      {
        onSuccess: ({ registrationUrl }) => {
          if (!tab) {
            window.location.assign(registrationUrl);
            return;
          }
          tab.opener = null;
          tab.location.href = registrationUrl;
        },
        onError: () => tab?.close(),
      },
    );
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" size="sm" disabled={registration.isPending} onClick={open}>
        <ExternalLink />
        Connect PartsTech
      </Button>
      {registration.isError ? (
        <p role="alert" className="max-w-xs text-right text-xs text-red-600">
          {errorMessage(registration.error)}
        </p>
      ) : null}
    </div>
  );
}
