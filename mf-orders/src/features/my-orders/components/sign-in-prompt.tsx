import { bus } from '@barrio/shared/bus';
import { Button, Card } from '@barrio/shared/design-system';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { myOrdersMessages } from '../messages';

// A section title under the page's h1, not a second page title.
const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.3;
`;

/** A guest has no order history here: the shell owns sign-in, so ask it through the bus. */
export function SignInPrompt() {
  const intl = useIntl();
  return (
    <Card data-testid="orders-sign-in">
      <Title>{intl.formatMessage(myOrdersMessages.signInTitle)}</Title>
      <p>{intl.formatMessage(myOrdersMessages.signInBody)}</p>
      <div>
        <Button onClick={() => bus.publish('shell:sign-in-requested', { reason: 'orders' })}>
          {intl.formatMessage(myOrdersMessages.signInButton)}
        </Button>
      </div>
    </Card>
  );
}
