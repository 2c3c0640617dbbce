import { bus } from '@barrio/shared/bus';
import { Button, Card } from '@barrio/shared/design-system';
import { useIntl } from 'react-intl';
import { myOrdersMessages } from '../messages';

/** A guest has no order history here: the shell owns sign-in, so ask it through the bus. */
export function SignInPrompt() {
  const intl = useIntl();
  return (
    <Card data-testid="orders-sign-in">
      <h2>{intl.formatMessage(myOrdersMessages.signInTitle)}</h2>
      <p>{intl.formatMessage(myOrdersMessages.signInBody)}</p>
      <div>
        <Button onClick={() => bus.publish('shell:sign-in-requested', { reason: 'orders' })}>
          {intl.formatMessage(myOrdersMessages.signInButton)}
        </Button>
      </div>
    </Card>
  );
}
