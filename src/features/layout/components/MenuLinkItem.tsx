import { SmartLink } from '@/components/ui/SmartLink'
import type { ResolvedLink } from '@/features/site/queries'

/** A menu's link as a list item, opening in a new tab where the editors chose so. */
export function MenuLinkItem({ link, className }: { link: ResolvedLink; className: string }) {
  return (
    <li>
      <SmartLink href={link.href} newTab={link.newTab} className={className}>
        {link.label}
      </SmartLink>
    </li>
  )
}
