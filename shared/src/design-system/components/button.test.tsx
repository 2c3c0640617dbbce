import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { Button } from './button';

describe('Button', () => {
  it('is a button named by its text that does not submit forms by default', async () => {
    const onClick = jest.fn();
    renderWithProviders(<Button onClick={onClick}>Agregar al carrito</Button>);
    const button = screen.getByRole('button', { name: 'Agregar al carrito' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps the 44px touch target in every variant', () => {
    renderWithProviders(
      <>
        <Button variant="primary">Uno</Button>
        <Button variant="secondary">Dos</Button>
        <Button variant="ghost">Tres</Button>
      </>,
    );
    for (const button of screen.getAllByRole('button')) {
      expect(getComputedStyle(button).minHeight).toBe('44px');
      expect(getComputedStyle(button).minWidth).toBe('44px');
    }
  });

  it('paints the primary variant with the theme primary and the secondary one outlined', () => {
    renderWithProviders(
      <>
        <Button variant="primary">Pagar</Button>
        <Button variant="secondary">Seguir comprando</Button>
      </>,
      { countryId: 46 },
    );
    const primary = getComputedStyle(screen.getByRole('button', { name: 'Pagar' }));
    const secondary = getComputedStyle(screen.getByRole('button', { name: 'Seguir comprando' }));
    expect(primary.backgroundColor).toBe('rgb(29, 78, 216)');
    expect(primary.color).toBe('rgb(255, 255, 255)');
    expect(secondary.backgroundColor).toBe('rgb(255, 255, 255)');
    expect(secondary.color).toBe('rgb(29, 78, 216)');
  });

  it('announces the busy state and ignores clicks while loading', async () => {
    const onClick = jest.fn();
    renderWithProviders(
      <Button loading onClick={onClick}>
        Pagar
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Pagar/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Cargando…');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits when asked to be a submit button', async () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button type="submit">Enviar</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
