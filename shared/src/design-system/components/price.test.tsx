import { screen } from '@testing-library/react';
import { testProduct } from '../../testing/test-product';
import { renderWithProviders } from '../testing/render-with-providers';
import { Price, productPriceProps } from './price';

describe('Price', () => {
  it('shows only the current price when there is no higher reference', () => {
    const { container } = renderWithProviders(
      <Price amount={1250} referenceAmount={1250} countryId={2} />,
    );
    expect(screen.getByText('$ 1,250')).toBeInTheDocument();
    expect(screen.getByText('Precio: $ 1,250')).toBeInTheDocument();
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('strikes the reference price through with an accessible label and shows the percent', () => {
    const { container } = renderWithProviders(
      <Price amount={80} referenceAmount={100} countryId={2} />,
    );
    const struck = container.querySelector('s');
    expect(struck).not.toBeNull();
    expect(struck).toHaveTextContent('$ 100');
    expect(struck).toHaveTextContent('Precio anterior: $ 100');
    expect(screen.getByText('Precio: $ 80')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '20% de descuento' })).toHaveTextContent('-20%');
  });

  it("formats money in the country's currency and separators", () => {
    renderWithProviders(<Price amount={12.5} referenceAmount={15} countryId={180} />);
    expect(screen.getByText('S/ 12.50')).toBeInTheDocument();
    expect(screen.getByText('S/ 15')).toBeInTheDocument();
  });

  it('can leave the badge out and take the percent from the domain', () => {
    renderWithProviders(
      <>
        <Price amount={90} referenceAmount={100} countryId={2} showBadge={false} />
        <Price amount={66.67} referenceAmount={100} discountPercent={33} countryId={2} />
      </>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: '33% de descuento' })).toBeInTheDocument();
  });

  it('prices a product with a product-discount by the domain rules', () => {
    const product = testProduct({
      price: 200,
      local_price: 250,
      'product-discount': { discount_percentage: 10, max_units_per_order: null },
    });
    const props = productPriceProps(product, 2);
    expect(props).toEqual({ amount: 180, referenceAmount: 250, discountPercent: 28, countryId: 2 });
    const { container } = renderWithProviders(<Price {...props} />);
    expect(container.querySelector('s')).toHaveTextContent('$ 250');
    expect(screen.getByRole('img', { name: '28% de descuento' })).toBeInTheDocument();
  });

  it('gives a product without discount no reference', () => {
    expect(productPriceProps(testProduct({ price: 100, local_price: 90 }), 1)).toEqual({
      amount: 100,
      referenceAmount: null,
      discountPercent: 0,
      countryId: 1,
    });
  });
});
