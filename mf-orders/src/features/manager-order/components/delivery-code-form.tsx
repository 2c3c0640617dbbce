import { Button, Card, Notice, Stack, TextField } from '@barrio/shared/design-system';
import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useDeliverOrder } from '../api/deliver-order';
import { attemptsLeftFrom, classifyDeliverError, type DeliverFailure } from '../deliver-error';
import { managerOrderMessages } from '../messages';

export interface DeliveryCodeFormProps {
  shopSlug: string;
  orderId: string;
  /** From the order: zero means the owner is already locked out. */
  attemptsLeft: number | null;
}

// The gateway's rule for a delivery code (manager-schema.ts).
const CODE_PATTERN = /^\d{4,8}$/;

const failureMessages: Record<DeliverFailure, MessageDescriptor> = {
  'wrong-code': managerOrderMessages.wrongCode,
  'too-many-attempts': managerOrderMessages.tooManyAttempts,
  'not-deliverable': managerOrderMessages.notDeliverable,
  failed: managerOrderMessages.deliverError,
};

/** The owner types the code the customer dictates; the server checks it and counts attempts. */
export function DeliveryCodeForm({ shopSlug, orderId, attemptsLeft }: DeliveryCodeFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<'missing' | 'format' | null>(null);
  const deliver = useDeliverOrder();

  const lockedOnLoad = attemptsLeft !== null && attemptsLeft <= 0;
  const failure: DeliverFailure | null = deliver.isError
    ? classifyDeliverError(deliver.error)
    : lockedOnLoad
      ? 'too-many-attempts'
      : null;
  const remaining = failure === 'wrong-code' ? attemptsLeftFrom(deliver.error) : null;
  const locked = failure === 'too-many-attempts' || failure === 'not-deliverable';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '' || !CODE_PATTERN.test(trimmed)) {
      setInvalid(trimmed === '' ? 'missing' : 'format');
      return;
    }
    setInvalid(null);
    deliver.mutate({ shopSlug, orderId, code: trimmed });
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
      <p>{intl.formatMessage(managerOrderMessages.deliverHint)}</p>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
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
          {failure && (
            <Notice tone="error" data-testid="deliver-error" data-failure={failure}>
              {intl.formatMessage(failureMessages[failure])}
              {remaining !== null &&
                ` ${intl.formatMessage(managerOrderMessages.attemptsLeft, { count: remaining })}`}
            </Notice>
          )}
          <div>
            <Button type="submit" loading={deliver.isPending} disabled={locked}>
              {intl.formatMessage(managerOrderMessages.submit)}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
