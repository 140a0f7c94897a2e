import { useTranslation } from 'react-i18next';

/**
 * A payment or withdrawal method's name in the interface language, from the locale files keyed by
 * the method's id (common.paymentMethods.<id>). The server's name is the fallback for a method an
 * operator added after the translations were written.
 */
export function usePaymentMethodName(): (id: string, serverName?: string) => string {
  const { t } = useTranslation();
  return (id, serverName) => t(`common.paymentMethods.${id}`, { defaultValue: serverName ?? id });
}
