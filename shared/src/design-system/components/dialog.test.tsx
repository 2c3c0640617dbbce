import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Button } from './button';
import { Dialog } from './dialog';

function GeoDialog({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="app">
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Te damos la bienvenida a México"
        description="Parece que estas ingresando a nuestra plataforma desde otra ubicación."
        footer={
          <>
            <Button variant="secondary">No estoy en México</Button>
            <Button>Sí, estoy en México</Button>
          </>
        }
      />
    </div>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithProviders(<GeoDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal labelled by its title and described by its text, in a portal', async () => {
    renderWithProviders(<GeoDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Te damos la bienvenida a México' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      'Parece que estas ingresando a nuestra plataforma desde otra ubicación.',
    );
    expect(screen.getByTestId('app')).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const onClose = jest.fn();
    renderWithProviders(<GeoDialog onClose={onClose} />);
    const trigger = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(trigger);

    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const close = screen.getByRole('button', { name: 'Cerrar' });
    expect(close).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'No estoy en México' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Sí, estoy en México' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Sí, estoy en México' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from its close button', async () => {
    const onClose = jest.fn();
    renderWithProviders(<GeoDialog onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape and offers no close button when not dismissible', async () => {
    const onClose = jest.fn();
    renderWithProviders(
      <Dialog open onClose={onClose} title="Confirma tu país" dismissible={false}>
        <Button>Continuar</Button>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stops the page behind from scrolling while open', () => {
    const { unmount } = renderWithProviders(
      <Dialog open onClose={() => undefined} title="Carrito" />,
    );
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
