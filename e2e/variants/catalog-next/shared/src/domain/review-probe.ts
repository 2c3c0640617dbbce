// Added to the variant's copy of @barrio/shared/domain: a function the deployed shell's
// copy of the shared code does not have.
export function reviewProbe(shopSlug: string): string {
  return `reviews ready for ${shopSlug}`;
}
