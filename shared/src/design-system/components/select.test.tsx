import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { Select } from './select';

const options = [
  { value: 'morning', label: '9:00 - 12:00' },
  { value: 'afternoon', label: '14:00 - 18:00' },
  { value: 'night', label: '18:00 - 21:00', disabled: true },
];

describe('Select', () => {
  it('is labelled, starts on the placeholder and reports the choice', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <Select
        label="Horario"
        placeholder="Elige un horario"
        options={options}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Horario' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Elige un horario' })).toBeDisabled();
    expect(screen.getByRole('option', { name: '18:00 - 21:00' })).toBeDisabled();
    await userEvent.selectOptions(select, 'afternoon');
    expect(select).toHaveValue('afternoon');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('follows a controlled value', () => {
    renderWithProviders(
      <Select label="Horario" options={options} value="morning" onChange={() => undefined} />,
    );
    expect(screen.getByRole('combobox', { name: 'Horario' })).toHaveValue('morning');
  });

  it('marks an error with aria-invalid and describes the select with it', () => {
    renderWithProviders(<Select label="Horario" options={options} error="Elige cuándo recibir" />);
    const select = screen.getByRole('combobox', { name: 'Horario' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Elige cuándo recibir');
  });
});
