import { p, ul } from '../richText'
import type { LegalSection } from './legal'
import { CONTACT, URLS } from './types'

const mail = (address: string) => `[${address}](mailto:${address})`

export const privacyIntroEn = [
  p('Protecting your personal data matters to us. This page explains which data we process when you visit our website and use our services, for what purpose and on what legal basis.'),
  p('**Please note:** this website is a demonstration of a fictional institute. The following text is an example and not legal advice.'),
]

export const privacySectionsEn: LegalSection[] = [
  {
    id: 'controller',
    title: 'Controller',
    body: [
      p(`${CONTACT.organisation} GmbH\n${CONTACT.street}\n${CONTACT.postcode} ${CONTACT.city}, Germany\nEmail: ${mail(CONTACT.email)}`),
      p(`You can reach our data protection officer at ${mail(CONTACT.privacyEmail)} or at the address above, marked “Data protection”.`),
    ],
  },
  {
    id: 'server-logs',
    title: 'Visiting the website',
    body: [
      p('Each time you visit our website, the server temporarily stores technical information: your device’s IP address, date and time, the page requested, the page previously visited, and your browser and operating system. We need this data to run the website securely and reliably and to fend off attacks.'),
      p('The legal basis is our legitimate interest under Art. 6(1)(f) GDPR. The logs are deleted after seven days unless they are needed to investigate a security incident.'),
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies, local storage and consent',
    body: [
      p('We use technically necessary cookies and entries in your browser’s local storage so that the website works – for example to remember your language, your cart, your bookmarks and your cookie settings (Art. 6(1)(f) GDPR, Section 25(2) TDDDG).'),
      p('We only use further services if you have given your consent in the cookie banner (Art. 6(1)(a) GDPR, Section 25(1) TDDDG):'),
      ul('**Statistics:** anonymised analysis of how our pages are used', '**Marketing:** measuring the success of our campaigns', '**External media:** embedded videos and maps', '**Chat:** a chat window for quick questions to our team'),
      p('You can change or withdraw your consent at any time via the “Cookie settings” link at the bottom of every page.'),
    ],
  },
  {
    id: 'contact',
    title: 'Contact and callback requests',
    body: [
      p('When you contact us via a form, by email or by phone, we process your details to answer your enquiry. The legal basis is Art. 6(1)(b) GDPR if your enquiry relates to a contract, otherwise our legitimate interest under Art. 6(1)(f) GDPR.'),
      p('We delete the data as soon as your enquiry has been dealt with, at the latest after twelve months, unless statutory retention periods apply.'),
    ],
  },
  {
    id: 'bookings',
    title: 'Seminar bookings and customer portal',
    body: [
      p('For bookings and reservations we process the data of the contact person and the participants in order to perform the contract (Art. 6(1)(b) GDPR). We keep documents relevant to invoicing for up to ten years because of commercial and tax law obligations (Art. 6(1)(c) GDPR).'),
      p('In the customer portal you can see the seminars you have booked and your certificates of attendance. You can have your account deleted at any time.'),
    ],
  },
  {
    id: 'newsletter',
    title: 'Newsletter',
    body: [
      p(`For the [newsletter](${URLS.en.newsletter}) we need your email address and your consent (Art. 6(1)(a) GDPR). After you sign up we send you an email with a confirmation link; only then will you receive the newsletter. We log your sign-up and confirmation so that we can prove your consent.`),
      p('You can unsubscribe at any time via the link in every issue.'),
    ],
  },
  {
    id: 'recipients',
    title: 'Recipients and storage location',
    body: [
      p('Our website and databases are operated by a service provider in Germany with whom we have concluded a data processing agreement under Art. 28 GDPR. Seminar hotels only receive participants’ names insofar as this is necessary for the organisation. Data is not transferred to countries outside the EU.'),
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: [
      p('You have the right of access (Art. 15 GDPR), rectification (Art. 16), erasure (Art. 17), restriction of processing (Art. 18) and data portability (Art. 20). You may object to processing based on legitimate interests on grounds relating to your particular situation (Art. 21). You can withdraw any consent at any time with effect for the future.'),
      p('You also have the right to lodge a complaint with a data protection supervisory authority, for example the authority responsible for our registered office in North Rhine-Westphalia.'),
    ],
  },
  {
    id: 'changes',
    title: 'Status of this statement',
    body: [p('Last updated: November 2026. We will adapt this statement when our services or the legal situation change.')],
  },
]
