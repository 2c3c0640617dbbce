import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing/render-with-providers';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

function Controlled(
  props: Omit<QuantityStepperProps, 'value' | 'onChange'> & {
    initial: number;
    onChange?: (v: number) => void;
  },
) {
  const { initial, onChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      {...rest}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('labels its buttons and value with the product name', () => {
    renderWithProviders(
      <QuantityStepper value={2} onChange={() => undefined} itemLabel="Leche entera" />,
    );
    expect(screen.getByRole('group', { name: 'Leche entera' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar una unidad de Leche entera' })).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Agregar una unidad de Leche entera' }),
    ).toBeEnabled();
    expect(screen.getByRole('status', { name: 'Cantidad de Leche entera: 2' })).toHaveTextContent(
      '2',
    );
  });

  it('steps up to the cap, then disables the plus button and shows the cap', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Controlled initial={1} max={3} itemLabel="Arroz" onChange={onChange} />);
    const plus = screen.getByRole('button', { name: 'Agregar una unidad de Arroz' });
    expect(screen.getByText('Máximo 3 unidades')).toBeInTheDocument();
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Máximo 3 unidades');

    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(onChange.mock.calls).toEqual([[2], [3]]);
    expect(plus).toBeDisabled();
    await userEvent.click(plus);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('3');
  });

  it('disables the minus button at the minimum', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Controlled initial={2} min={1} itemLabel="Pan" onChange={onChange} />);
    const minus = screen.getByRole('button', { name: 'Quitar una unidad de Pan' });
    await userEvent.click(minus);
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(minus).toBeDisabled();
  });

  it('shows no cap and never disables plus when there is no limit', () => {
    renderWithProviders(
      <QuantityStepper value={999} max={null} onChange={() => undefined} itemLabel="Agua" />,
    );
    expect(screen.queryByText(/Máximo/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar una unidad de Agua' })).toBeEnabled();
  });

  it('pulls a value above a lowered cap back to the cap on the next step down', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <QuantityStepper value={5} max={2} onChange={onChange} itemLabel="Aceite" />,
    );
    expect(screen.getByRole('button', { name: 'Agregar una unidad de Aceite' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar una unidad de Aceite' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('steps by decimals without floating-point drift', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <Controlled initial={0.1} step={0.1} max={1} itemLabel="Queso" onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Agregar una unidad de Queso' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar una unidad de Queso' }));
    expect(onChange.mock.calls).toEqual([[0.2], [0.3]]);
  });

  it('disables both buttons when disabled', () => {
    renderWithProviders(
      <QuantityStepper value={2} max={5} disabled onChange={() => undefined} itemLabel="Sal" />,
    );
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
