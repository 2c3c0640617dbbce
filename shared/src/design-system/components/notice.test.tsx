import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { Notice, Toast } from './notice';

describe('Notice', () => {
  it('uses role=status for information and success', () => {
    renderWithProviders(
      <>
        <Notice tone="info">Tu pedido está en camino</Notice>
        <Notice tone="success" title="Listo">
          Pedido confirmado
        </Notice>
      </>,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses).toHaveLength(2);
    expect(statuses[1]).toHaveTextContent('ListoPedido confirmado');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses role=alert for errors and warnings', () => {
    renderWithProviders(
      <>
        <Notice tone="error">No pudimos enviar tu pedido</Notice>
        <Notice tone="warning">Quedan pocas unidades</Notice>
      </>,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('offers a dismiss button only when it can be dismissed', async () => {
    const onDismiss = jest.fn();
    const { rerender } = renderWithProviders(<Notice>Sin botón</Notice>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<Notice onDismiss={onDismiss}>Con botón</Notice>);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  describe('auto-dismiss', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('calls onDismiss once the duration has elapsed, not before', () => {
      const onDismiss = jest.fn();
      renderWithProviders(
        <Notice duration={10000} onDismiss={onDismiss}>
          Cambiaste de nivel
        </Notice>,
      );
      act(() => jest.advanceTimersByTime(9999));
      expect(onDismiss).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onDismiss).toHaveBeenCalledTimes(1);
    });

    it('does not restart the timer when the parent re-renders with a new callback', () => {
      const calls: string[] = [];
      const { rerender } = renderWithProviders(
        <Notice duration={1000} onDismiss={() => calls.push('first')}>
          Aviso
        </Notice>,
      );
      act(() => jest.advanceTimersByTime(600));
      rerender(
        <Notice duration={1000} onDismiss={() => calls.push('second')}>
          Aviso
        </Notice>,
      );
      act(() => jest.advanceTimersByTime(400));
      expect(calls).toEqual(['second']);
    });

    it('stays without a duration', () => {
      const onDismiss = jest.fn();
      renderWithProviders(<Notice onDismiss={onDismiss}>Se queda</Notice>);
      act(() => jest.advanceTimersByTime(60000));
      expect(onDismiss).not.toHaveBeenCalled();
    });
  });
});

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows while open and dismisses itself after five seconds by default', () => {
    const onDismiss = jest.fn();
    const { rerender } = renderWithProviders(
      <Toast open={false} onDismiss={onDismiss}>
        Agregado al carrito
      </Toast>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(
      <Toast open onDismiss={onDismiss}>
        Agregado al carrito
      </Toast>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Agregado al carrito');
    act(() => jest.advanceTimersByTime(5000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
