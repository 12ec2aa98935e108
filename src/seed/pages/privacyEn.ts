import { CONFIRM_VALID_DAYS } from '@/features/newsletter/server/subscriptions'
import { RETENTION } from '@/features/retention/constants'

import { p, ul } from '../richText'
import type { LegalSection } from './legal'
import { CONTACT, URLS } from './types'

const mail = (address: string) => `[${address}](mailto:${address})`

export const privacyIntroEn = [
  p(
    'Protecting your personal data matters to us. This page explains which data we process when you visit our website and use our services, for what purpose and on what legal basis.',
  ),
  p(
    '**Please note:** this website is a demonstration of a fictional institute. The following text is an example and not legal advice.',
  ),
]

export const privacySectionsEn: LegalSection[] = [
  {
    id: 'controller',
    title: 'Controller',
    body: [
      p(
        `${CONTACT.organisation} GmbH\n${CONTACT.street}\n${CONTACT.postcode} ${CONTACT.city}, Germany\nEmail: ${mail(CONTACT.email)}`,
      ),
      p(
        `You can reach our data protection officer at ${mail(CONTACT.privacyEmail)} or at the address above, marked “Data protection”.`,
      ),
    ],
  },
  {
    id: 'server-logs',
    title: 'Visiting the website',
    body: [
      p(
        'Each time you visit our website, the server temporarily stores technical information: your device’s IP address, date and time, the page requested, the page previously visited, and your browser and operating system. We need this data to run the website securely and reliably and to fend off attacks.',
      ),
      p(
        'The legal basis is our legitimate interest under Art. 6(1)(f) GDPR. The logs are deleted after seven days unless they are needed to investigate a security incident.',
      ),
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies, local storage and consent',
    body: [
      p(
        'We use technically necessary cookies and entries in your browser’s local storage so that the website works – for example to remember your language, your cart, your bookmarks and your cookie settings (Art. 6(1)(f) GDPR, Section 25(2) TDDDG).',
      ),
      p(
        'We only use further services if you have given your consent in the cookie banner (Art. 6(1)(a) GDPR, Section 25(1) TDDDG):',
      ),
      ul(
        '**Statistics:** anonymised analysis of how our pages are used',
        '**Marketing:** measuring the success of our campaigns',
        '**External media:** embedded videos and maps',
        '**Chat:** a chat window for quick questions to our team',
      ),
      p(
        'You can change or withdraw your consent at any time via the “Cookie settings” link at the bottom of every page.',
      ),
    ],
  },
  {
    id: 'contact',
    title: 'Contact, callback and whitepaper requests',
    body: [
      p(
        'When you contact us via a form, by email or by phone, or request a whitepaper, we process your details to answer your enquiry or to send you the download link. The legal basis is Art. 6(1)(b) GDPR if your enquiry relates to a contract, otherwise our legitimate interest under Art. 6(1)(f) GDPR.',
      ),
      p(
        `We automatically delete enquiries sent through the forms on this website ${RETENTION.requestsMonths} months after they reach us; until then we can answer follow-up questions about them. When a whitepaper request is deleted, its download link stops working. The same period applies to enquiries by email or phone. If an enquiry leads to a booking, the next section applies to the booking.`,
      ),
      p(
        `Submissions that our spam protection filters out (newsletter sign-ups included) are deleted after ${RETENTION.spamDays} days.`,
      ),
    ],
  },
  {
    id: 'bookings',
    title: 'Seminar bookings and customer portal',
    body: [
      p(
        'For bookings and reservations we process the data of the contact person and the participants in order to perform the contract (Art. 6(1)(b) GDPR). We keep documents relevant to invoicing for up to ten years because of commercial and tax law obligations (Art. 6(1)(c) GDPR).',
      ),
      p(
        'In the customer portal you can see the seminars you have booked and your certificates of attendance. You can have your account deleted at any time.',
      ),
      p(
        'If you review a seminar you attended there, we store the stars, text and language with your booking as proof of attendance. Once we have checked it, the review appears on the seminar’s page, with your first name and the initial of your last name only if you wish, otherwise anonymously (Art. 6(1)(a) GDPR). We delete it at your request.',
      ),
    ],
  },
  {
    id: 'newsletter',
    title: 'Newsletter',
    body: [
      p(
        `For the [newsletter](${URLS.en.newsletter}) we need your email address and your consent (Art. 6(1)(a) GDPR). After you sign up we send you an email with a confirmation link; only then will you receive the newsletter. We log your sign-up and confirmation so that we can prove your consent.`,
      ),
      p(
        `We store your details for as long as you are subscribed. If you do not confirm your sign-up, we delete it ${RETENTION.unconfirmedDaysAfterLinkExpired} days after the confirmation link expires; the link is valid for ${CONFIRM_VALID_DAYS} days.`,
      ),
      p(
        `You can unsubscribe at any time via the link in every issue. Within a day of unsubscribing we delete your salutation, name and interests. We keep your email address, language and sign-up page and the times of your sign-up, confirmation and unsubscription for another ${RETENTION.unsubscribedYears} years so that we can prove we only sent you the newsletter with your consent (Art. 6(1)(f) GDPR); after that we delete them too.`,
      ),
    ],
  },
  {
    id: 'emails',
    title: 'Emails from our website',
    body: [
      p(
        `We send confirmations, download links and password reset links through a queue so that no email is lost and none arrives twice. For this we log every email sent with its recipient, subject and time. An email that still cannot be delivered after several days remains stored with its content so that we can trace the error. We automatically delete both ${RETENTION.mailsMonths} months after the email was sent or queued (Art. 6(1)(f) GDPR).`,
      ),
    ],
  },
  {
    id: 'recipients',
    title: 'Recipients and storage location',
    body: [
      p(
        'Our website and databases are operated by a service provider in Germany with whom we have concluded a data processing agreement under Art. 28 GDPR. Seminar hotels only receive participants’ names insofar as this is necessary for the organisation. Data is not transferred to countries outside the EU.',
      ),
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: [
      p(
        'You have the right of access (Art. 15 GDPR), rectification (Art. 16), erasure (Art. 17), restriction of processing (Art. 18) and data portability (Art. 20). You may object to processing based on legitimate interests on grounds relating to your particular situation (Art. 21). You can withdraw any consent at any time with effect for the future.',
      ),
      p(
        'You also have the right to lodge a complaint with a data protection supervisory authority, for example the authority responsible for our registered office in North Rhine-Westphalia.',
      ),
    ],
  },
  {
    id: 'changes',
    title: 'Status of this statement',
    body: [
      p(
        'Last updated: November 2026. We will adapt this statement when our services or the legal situation change.',
      ),
    ],
  },
]
