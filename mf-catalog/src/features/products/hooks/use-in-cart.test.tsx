import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { announceCart } from '../../../testing/announce-cart';
import { demoShop, product } from '../../../testing/catalog-fixtures';
import { CartShopProvider } from '../cart-shop';
import { useInCart } from './use-in-cart';

const rice = product({ id: 1, name: 'Arroz' });
const beans = product({ id: 2, name: 'Frijol' });
const renders: Record<number, number> = {};

function Count({ id }: { id: number }) {
  renders[id] = (renders[id] ?? 0) + 1;
  return <span data-testid={`count-${id}`}>{useInCart(id)}</span>;
}

function Cards() {
  return (
    <CartShopProvider shop={{ slug: demoShop.slug, catalogId: demoShop.catalog_id }}>
      <Count id={rice.id} />
      <Count id={beans.id} />
    </CartShopProvider>
  );
}

const count = (id: number) => screen.getByTestId(`count-${id}`).textContent;

beforeEach(() => {
  for (const id of Object.keys(renders)) delete renders[Number(id)];
  announceCart([]);
});

describe('useInCart', () => {
  it('counts one product’s units, and draws again only the card whose count changed', () => {
    render(<Cards />);
    expect([count(rice.id), count(beans.id)]).toEqual(['0', '0']);
    const beansBefore = renders[beans.id];

    announceCart([[rice, 2]]);
    expect([count(rice.id), count(beans.id)]).toEqual(['2', '0']);
    expect(renders[beans.id]).toBe(beansBefore);
  });

  it('counts nothing from another shop’s cart', () => {
    render(<Cards />);
    announceCart([[rice, 2]], 'otra-tienda');
    expect(count(rice.id)).toBe('0');
  });

  it('hydrates the server’s empty cart, then shows the cart and redraws only its products', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Cards />);
    announceCart([[beans, 3]]);
    expect(container.textContent).toBe('00');
    for (const id of Object.keys(renders)) delete renders[Number(id)];
    const errors: unknown[] = [];
    act(() => {
      hydrateRoot(container, <Cards />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('03');
    // Hydrated once each; the switch to the browser's cart drew the beans again, not the rice.
    expect(renders).toEqual({ [rice.id]: 1, [beans.id]: 2 });
  });
});
