import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Card } from '@barrio/shared/design-system';
import { formatMoney, type CatalogProduct } from '@barrio/shared/domain';
import { useCheckoutSuggestions } from '../api/checkout-suggestions';
import { checkoutMessages } from '../messages';

export interface CheckoutSuggestionsProps {
  catalogId: number;
  countryId: number;
  inCart: readonly number[];
  onAdd: (product: CatalogProduct) => void;
}

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

/** "¿Te falta algo?": the Checkout category's products, one tap to add before paying. */
export function CheckoutSuggestions({
  catalogId,
  countryId,
  inCart,
  onAdd,
}: CheckoutSuggestionsProps) {
  const intl = useIntl();
  const suggestions = useCheckoutSuggestions(catalogId, inCart);
  if (suggestions.length === 0) return null;
  return (
    <Card as="section" data-testid="checkout-suggestions">
      <Heading>{intl.formatMessage(checkoutMessages.suggestionsTitle)}</Heading>
      <Rows>
        {suggestions.map((product) => (
          <Row key={product.id} data-testid="checkout-suggestion" data-product-id={product.id}>
            <span>
              {product.name} · {formatMoney(product.price, countryId)}
            </span>
            <Button
              type="button"
              variant="secondary"
              aria-label={intl.formatMessage(checkoutMessages.suggestionAddLabel, {
                name: product.name,
              })}
              onClick={() => onAdd(product)}
            >
              {intl.formatMessage(checkoutMessages.suggestionAdd)}
            </Button>
          </Row>
        ))}
      </Rows>
    </Card>
  );
}
