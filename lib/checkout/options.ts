/** Human-readable configuration of a variant: '16 GB RAM · 512 GB · Silber · DE (QWERTZ)'. */
export function variantOptions(v: { ramGb: number | null; storageGb: number | null; colour: string | null; keyboard: string | null }): string {
  const parts: string[] = [];
  if (v.ramGb) parts.push(`${v.ramGb} GB RAM`);
  if (v.storageGb) parts.push(v.storageGb >= 1000 && v.storageGb % 1000 === 0 ? `${v.storageGb / 1000} TB` : `${v.storageGb} GB`);
  if (v.colour) parts.push(v.colour);
  if (v.keyboard) parts.push(v.keyboard);
  return parts.join(' · ');
}
