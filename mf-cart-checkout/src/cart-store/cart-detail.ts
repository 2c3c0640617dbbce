import { formatUnitDisplay, type CartLine } from '@barrio/shared/domain';

/** The plain-text order detail kept under the `detail` key: one "quantity unit name" per line. */
export function cartDetail(lines: readonly CartLine[]): string {
  return lines
    .map((line) => {
      const amount = formatUnitDisplay(
        line.cantidad,
        line.escala,
        line.datos_producto.unit_of_measurement.erp_name,
      );
      const notes = line.notes.trim() ? ` (${line.notes.trim()})` : '';
      return `${amount} ${line.nombre}${notes}`;
    })
    .join('\n');
}
