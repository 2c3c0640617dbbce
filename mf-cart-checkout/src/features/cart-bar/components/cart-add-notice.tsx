import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Notice } from '@barrio/shared/design-system';
import { useAddNotice } from '../../../cart-store/hooks/use-add-notice';
import { addNoticeMessages } from '../messages';

const FullWidth = styled.div`
  flex-basis: 100%;
`;

/** Tells the shopper when a product asked for did not reach the cart, and offers a retry. */
export function CartAddNotice() {
  const intl = useIntl();
  const { notice, retry, dismiss } = useAddNotice();
  if (!notice) return null;
  return (
    <FullWidth>
      {notice.kind === 'unavailable' ? (
        <Notice tone="warning" data-testid="cart-add-unavailable" onDismiss={dismiss}>
          {intl.formatMessage(addNoticeMessages.unavailable, { count: notice.count })}
        </Notice>
      ) : (
        <Notice
          tone="error"
          data-testid="cart-add-unreachable"
          onDismiss={dismiss}
          action={
            <Button variant="secondary" data-testid="cart-add-retry" onClick={retry}>
              {intl.formatMessage(addNoticeMessages.retry)}
            </Button>
          }
        >
          {intl.formatMessage(addNoticeMessages.unreachable)}
        </Notice>
      )}
    </FullWidth>
  );
}
