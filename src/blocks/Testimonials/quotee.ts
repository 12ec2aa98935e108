/** 'Anna Berger, Teamleiterin Vertrieb' → name and role, split at the first comma and space. */
export function splitQuotee(value: string): { name: string; role: string | null } {
  const text = value.trim()
  const at = text.indexOf(', ')
  if (at < 0) return { name: text, role: null }
  const role = text.slice(at + 2).trim()
  return { name: text.slice(0, at).trim(), role: role || null }
}
