import { Button, Card, Notice, Stack, TextField } from '@barrio/shared/design-system';
import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useDeliverOrder } from '../api/deliver-order';
import { attemptsLeftFrom, classifyDeliverError, type DeliverFailure } from '../deliver-error';
import { managerOrderMessages } from '../manager-order-messages';

export interface DeliveryCodeFormProps {
  shopSlug: string;
  orderId: string;
  /** From the order: zero means the owner is already locked out. */
  attemptsLeft: number | null;
  /** Countries without delivery codes hand over with one deliberate confirmation. */
  codeRequired: boolean;
  /** An online payment that has not gone through: handing over needs the owner's override. */
  needsPaymentOverride: boolean;
}

// The gateway's rule for a delivery code (manager-schema.ts).
const CODE_PATTERN = /^\d{4,8}$/;

const failureMessages: Record<DeliverFailure, MessageDescriptor> = {
  'wrong-code': managerOrderMessages.wrongCode,
  'too-many-attempts': managerOrderMessages.tooManyAttempts,
  'not-deliverable': managerOrderMessages.notDeliverable,
  unpaid: managerOrderMessages.unpaidRefused,
  failed: managerOrderMessages.deliverError,
};

/**
 * The owner hands the order over: typing the code the customer dictates where the country uses
 * codes (the server checks it and counts attempts), otherwise with one deliberate confirmation.
 */
export function DeliveryCodeForm({
  shopSlug,
  orderId,
  attemptsLeft,
  codeRequired,
  needsPaymentOverride,
}: DeliveryCodeFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [allowUnpaid, setAllowUnpaid] = useState(false);
  const [invalid, setInvalid] = useState<'missing' | 'format' | null>(null);
  const deliver = useDeliverOrder();

  const lockedOnLoad = codeRequired && attemptsLeft !== null && attemptsLeft <= 0;
  const failure: DeliverFailure | null = deliver.isError
    ? classifyDeliverError(deliver.error)
    : lockedOnLoad
      ? 'too-many-attempts'
      : null;
  const remaining = failure === 'wrong-code' ? attemptsLeftFrom(deliver.error) : null;
  const locked =
    failure === 'too-many-attempts' ||
    failure === 'not-deliverable' ||
    (needsPaymentOverride && !allowUnpaid);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!codeRequired) {
      deliver.mutate({ shopSlug, orderId, allowUnpaid });
      return;
    }
    const trimmed = code.trim();
    if (trimmed === '' || !CODE_PATTERN.test(trimmed)) {
      setInvalid(trimmed === '' ? 'missing' : 'format');
      return;
    }
    setInvalid(null);
    deliver.mutate({ shopSlug, orderId, code: trimmed, allowUnpaid });
  };

  if (deliver.isSuccess) {
    return (
      <Notice tone="success" data-testid="deliver-success">
        {intl.formatMessage(managerOrderMessages.delivered)}
      </Notice>
    );
  }

  return (
    <Card as="section" aria-labelledby={headingId} data-testid="deliver-form">
      <h2 id={headingId}>{intl.formatMessage(managerOrderMessages.deliverTitle)}</h2>
      <p>
        {intl.formatMessage(
          codeRequired ? managerOrderMessages.deliverHint : managerOrderMessages.handoverHint,
        )}
      </p>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {needsPaymentOverride && (
            <Notice tone="warning" data-testid="unpaid-warning">
              {intl.formatMessage(managerOrderMessages.unpaidWarning)}
              <label>
                <input
                  type="checkbox"
                  checked={allowUnpaid}
                  onChange={(event) => setAllowUnpaid(event.target.checked)}
                  data-testid="allow-unpaid"
                />{' '}
                {intl.formatMessage(managerOrderMessages.allowUnpaid)}
              </label>
            </Notice>
          )}
          {codeRequired && (
            <TextField
              label={intl.formatMessage(managerOrderMessages.codeLabel)}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              error={
                invalid === null
                  ? undefined
                  : intl.formatMessage(
                      invalid === 'missing'
                        ? managerOrderMessages.codeRequired
                        : managerOrderMessages.codeFormat,
                    )
              }
            />
          )}
          {failure && (
            <Notice tone="error" data-testid="deliver-error" data-failure={failure}>
              {intl.formatMessage(failureMessages[failure])}
              {remaining !== null &&
                ` ${intl.formatMessage(managerOrderMessages.attemptsLeft, { count: remaining })}`}
            </Notice>
          )}
          <div>
            <Button type="submit" loading={deliver.isPending} disabled={locked}>
              {intl.formatMessage(
                codeRequired ? managerOrderMessages.submit : managerOrderMessages.confirmHandover,
              )}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
