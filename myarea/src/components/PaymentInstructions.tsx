import { printIban } from '@eventdesk/shared/money';
import { useState } from 'react';
import type { Order } from '../api';
import { useI18n } from '../i18n';

/** A value the attendee types into their bank's app: shown in full, copied with one tap. */
function Copyable({ label, value, shown, testId }: { label: string; value: string; shown?: string; testId: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an old browser, no permission): the value stays on screen to copy by hand.
    }
  };
  return (
    <div>
      <dt>{label}</dt>
      <dd className="copyable">
        <span data-testid={testId}>{shown ?? value}</span>
        <button type="button" className="button secondary small" onClick={copy} aria-label={`${t.copy} ${label}`}>
          {copied ? t.copied : t.copy}
        </button>
      </dd>
    </div>
  );
}

/**
 * How to pay an order still to be paid: the event's bank details and the order's own reference for a
 * bank transfer, the desk's text for a payment on site (the event's payment settings).
 */
export function PaymentInstructions({ order }: { order: Order }) {
  const { t } = useI18n();
  const bank = order.bank_transfer;
  if (bank)
    return (
      <section className="payment-instructions" data-testid="bank-transfer">
        <h3>{t.bankTitle}</h3>
        <dl>
          <Copyable label={t.bankIban} value={bank.iban} shown={printIban(bank.iban)} testId="bank-iban" />
          <div>
            <dt>{t.bankBeneficiary}</dt>
            <dd data-testid="bank-beneficiary">{bank.beneficiary}</dd>
          </div>
          {bank.bank_name && (
            <div>
              <dt>{t.bankName}</dt>
              <dd>{bank.bank_name}</dd>
            </div>
          )}
          {bank.bic && (
            <div>
              <dt>{t.bankBic}</dt>
              <dd>{bank.bic}</dd>
            </div>
          )}
          <Copyable label={t.bankReference} value={bank.reference} testId="bank-reference" />
        </dl>
      </section>
    );
  if (order.desk_text)
    return (
      <section className="payment-instructions" data-testid="desk-text">
        <h3>{t.deskTitle}</h3>
        <p>{order.desk_text}</p>
      </section>
    );
  return null;
}
