import type { DepositAddress, DepositMethod } from '@orca/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';
import { usePaymentMethodName } from '../../../lib/payment-methods';
import { useCryptoDepositMethods, useDepositAddress } from '../api/crypto-deposit';
import { AddressQr } from './address-qr';
import { MethodOption } from './method-option';

/** An amount in a method's own asset ("0.001 ETH"): crypto amounts keep all their decimals. */
const inAsset = (amount: string, currency: string) => `${amount} ${currency}`;

function AddressCard({ method, address }: { method: DepositMethod; address: DepositAddress }) {
  const { t } = useTranslation();
  const methodName = usePaymentMethodName()(method.id, method.name);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address.address);
      setCopyState('copied');
    } catch {
      // No clipboard permission (an insecure origin): the address stays on screen to select.
      setCopyState('failed');
    }
  };
  return (
    <div className="mt-4 flex flex-col gap-4 sm:flex-row" data-testid="crypto-address">
      <AddressQr
        address={address.address}
        label={t('cashier.crypto.qrAlt', { method: methodName })}
      />
      <div className="min-w-0 space-y-2 text-sm">
        <p className="text-slate-300">{t('cashier.crypto.addressLabel', { method: methodName })}</p>
        <p className="rounded-lg bg-ink-950 p-2 font-mono text-sm break-all text-white select-all">
          {address.address}
        </p>
        <div className="flex items-center gap-3">
          <Button variant="secondary" onClick={() => void copy()}>
            {t('cashier.crypto.copy')}
          </Button>
          <span role="status" className="text-xs text-slate-400">
            {copyState === 'copied'
              ? t('cashier.crypto.copied')
              : copyState === 'failed'
                ? t('cashier.crypto.copyFailed')
                : ''}
          </span>
        </div>
        <p className="text-amber-200">{t('cashier.crypto.only', { method: methodName })}</p>
        <ul className="space-y-1 text-slate-300">
          <li>
            {t('cashier.crypto.minimum', { amount: inAsset(address.minimum, method.currency) })}
          </li>
          <li>{t('cashier.crypto.confirmations', { blocks: address.confirmations })}</li>
          {method.fee !== undefined && Number(method.fee) > 0 && (
            <li>{t('cashier.crypto.fee', { amount: inAsset(method.fee, method.currency) })}</li>
          )}
        </ul>
        <p className="text-slate-400">
          {t('cashier.crypto.pending')}{' '}
          <Link to="/profile/history" className="text-accent-400 hover:underline">
            {t('cashier.crypto.historyLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}

/**
 * Deposits in crypto: the player picks a currency and gets their own address for it (with its QR
 * code, minimum and confirmations), to send from any wallet. Nothing shows where no chain is set up.
 */
export function CryptoDeposit() {
  const { t } = useTranslation();
  const methods = useCryptoDepositMethods();
  const address = useDepositAddress();
  const methodName = usePaymentMethodName();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = methods.data ?? [];
  if (list.length === 0) return null;
  const method = list.find((m) => m.id === chosen);
  const choose = (id: string) => {
    setChosen(id);
    address.mutate(id);
  };
  return (
    <Panel title={t('cashier.crypto.title')}>
      <p className="mb-3 text-sm text-slate-400">{t('cashier.crypto.intro')}</p>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-200">
          {t('cashier.crypto.currency')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {list.map((m) => (
            <MethodOption
              key={m.id}
              name="crypto-method"
              value={m.id}
              checked={chosen === m.id}
              onChange={() => choose(m.id)}
              title={methodName(m.id, m.name)}
              details={t('cashier.crypto.minimum', { amount: inAsset(m.min, m.currency) })}
            />
          ))}
        </div>
      </fieldset>
      {address.isPending && (
        <p className="mt-4 text-sm text-slate-400" role="status">
          {t('cashier.crypto.loading')}
        </p>
      )}
      {address.isError && <FormError message={address.error.message} />}
      {method && address.data?.method === method.id && (
        <AddressCard key={address.data.address} method={method} address={address.data} />
      )}
    </Panel>
  );
}
