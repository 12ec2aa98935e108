/** A tel: link for a phone number as people write it: spaces removed. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`
}
