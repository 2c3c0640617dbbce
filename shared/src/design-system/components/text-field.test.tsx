import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and lets the shopper type', async () => {
    const onChange = jest.fn();
    renderWithProviders(<TextField label="Teléfono" name="phone" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Teléfono' });
    await userEvent.type(input, '55 1234');
    expect(input).toHaveValue('55 1234');
    expect(onChange).toHaveBeenCalled();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the input with its hint', () => {
    renderWithProviders(<TextField label="Correo" hint="Te enviaremos el recibo" />);
    const input = screen.getByRole('textbox', { name: 'Correo' });
    expect(input).toHaveAccessibleDescription('Te enviaremos el recibo');
  });

  it('marks the input invalid and announces the error after the hint', () => {
    renderWithProviders(
      <TextField label="Nombre" hint="Como aparece en tu INE" error="Escribe tu nombre" required />,
    );
    const input = screen.getByRole('textbox', { name: /Nombre/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Como aparece en tu INE Escribe tu nombre');
    expect(screen.getByText('Escribe tu nombre')).toBeVisible();
  });

  it('keeps a caller-provided id and extra description', () => {
    renderWithProviders(
      <>
        <p id="extra">Solo números</p>
        <TextField label="Código" id="coupon" aria-describedby="extra" error="Código inválido" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Código' });
    expect(input).toHaveAttribute('id', 'coupon');
    expect(input).toHaveAttribute('aria-describedby', 'coupon-error extra');
  });
});
