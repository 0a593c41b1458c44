import { RefreshCw, ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/trpc';
import {
  type Integration,
  useAuthorizeShopWare,
  useCheckShopWare,
  useCheckTekmetric,
} from '../api/use-integrations';
import { INTEGRATION_LABELS, PUBLIC_KEY_LABELS } from '../connect-options';
import { type CheckOutcome, CheckResult } from './check-result';
import { DeleteIntegrationDialog } from './delete-integration-dialog';
import { MaskedKey } from './masked-key';

const CONNECTED_ON = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** One integration: its account, its masked key, and Check / Re-authorize / Delete for an owner. */
export function IntegrationRow({ integration, canEdit }: { integration: Integration; canEdit: boolean }) {
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null);
  const checkTekmetric = useCheckTekmetric();
  const checkShopWare = useCheckShopWare();
  const authorizeShopWare = useAuthorizeShopWare();
  const type = integration.type_integration;
  const label = INTEGRATION_LABELS[type];
  const byId = { integrationId: integration.id };
  const onError = (error: unknown) => setOutcome({ kind: 'error', text: errorMessage(error) });
  const isBusy = checkTekmetric.isPending || checkShopWare.isPending || authorizeShopWare.isPending;

  const check = () => {
    setOutcome(null);
    if (type === 'TEKMETRIC') {
      checkTekmetric.mutate(byId, {
        onSuccess: ({ name }) => setOutcome({ kind: 'tekmetric', name }),
        onError,
      });
    } else {
      checkShopWare.mutate(byId, {
        onSuccess: (result) => setOutcome({ kind: 'shopware', check: result }),
        onError,
      });
    }
  };
  const reauthorize = () => {
    setOutcome(null);
    authorizeShopWare.mutate(byId, {
      onSuccess: ({ message }) => setOutcome({ kind: 'message', text: message }),
      onError,
    });
  };

  return (
    <li className="space-y-3 px-5 py-4" aria-label={`${label} integration`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-medium text-slate-900">{label}</h3>
          <p className="text-xs text-slate-500">
            {integration.shop.name} · connected {CONNECTED_ON.format(integration.created_at)}
          </p>
        </div>
        {canEdit ? (
          <div className="flex flex-wrap items-center gap-1">
            {isBusy ? <Spinner className="mr-1 size-4 text-slate-400" /> : null}
            {type !== 'PARTS_TECH' ? (
              <Button variant="secondary" size="sm" disabled={isBusy} onClick={check}>
                <ShieldCheck />
                Check
              </Button>
            ) : null}
            {type === 'SHOP_WARE' ? (
              <Button variant="secondary" size="sm" disabled={isBusy} onClick={reauthorize}>
                <RefreshCw />
                Re-authorize
              </Button>
            ) : null}
            <DeleteIntegrationDialog integration={integration} />
          </div>
        ) : null}
      </div>
      <dl className="grid grid-cols-[8rem_1fr] items-baseline gap-x-4 gap-y-1.5 text-sm lg:grid-cols-[8rem_1fr_8rem_1fr]">
        <Detail label="Email">{integration.email ?? <span className="text-slate-400">—</span>}</Detail>
        <Detail label={PUBLIC_KEY_LABELS[type]}>
          {integration.public_key ?? <span className="text-slate-400">—</span>}
        </Detail>
        <Detail label="Private key">
          <MaskedKey value={integration.private_key} />
        </Detail>
      </dl>
      {outcome ? <CheckResult outcome={outcome} /> : null}
    </li>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}
