/** A full reload, so that the other country's shell starts clean (SPEC §2 "and reloads"). */
export function reloadPage(): void {
  window.location.reload();
}
