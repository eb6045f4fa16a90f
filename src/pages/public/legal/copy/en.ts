import { leadWeeks } from '@/lib/format';
// Says what the Dutch text says; nl.ts explains what the terms change from the spec, and why.
import {
  address,
  analyticsCookies,
  analyticsRetentionMonths,
  business,
  chatRetentionDays,
  complaintLatestMonths,
  court,
  inWords,
  jumpWeather,
  lim,
  paymentMethods,
  retention,
  storageKeys,
} from './facts';
import type { LegalCopy } from './types';

const b = business;

export const en: LegalCopy = {
  terms: {
    title: 'Terms and conditions',
    intro: `These terms apply to every quote, booking and service of ${b.legalName} ("we" or "us"), registered in the Trade Register of the Dutch Chamber of Commerce under number ${b.chamberOfCommerce}, VAT number ${b.vatNumber}, ${address}. By confirming a booking you accept them.`,
    sections: [
      {
        title: '1. Quotes and bookings',
        paragraphs: [
          'Our prices are on request. A quote states the service, the date or period, the price and what is included. A booking is final once we have confirmed it in writing (e-mail is enough).',
          `We reply to every request within ${b.replyWithinHours} hours on working days. Dates for tandem, helicopter and balloon jumps, demonstrations and media work are reserved only after confirmation.`,
        ],
      },
      {
        title: '2. Prices and payment',
        paragraphs: [
          `All prices are in euro and include VAT. Payment is due before the service is delivered, unless we agree otherwise in writing. We accept ${paymentMethods('en')}.`,
          'If payment has not been received before the agreed date, we may release the reserved date to another client.',
        ],
      },
      {
        title: '3. Who can jump',
        paragraphs: [
          'Your safety decides whether you jump, and the instructor has the final word on the day.',
        ],
        list: [
          `Tandem jumpers are at least ${lim.minimumAge} years old; under-18s need the written consent of a parent or guardian.`,
          `We do not take tandem jumpers above ${lim.tandemMaxWeightKg} kg. Please state your weight honestly when you book: the instructor checks it on the day.`,
          'You are in reasonable health and tell us in advance about heart or back problems, epilepsy, recent surgery, pregnancy or anything else that may affect the jump.',
          'You follow the briefing and the instructions of our staff. You may not jump under the influence of alcohol, drugs or medication that affects your judgement.',
        ],
      },
      {
        title: '4. Weather and force majeure',
        paragraphs: [
          `We jump only when it is safe: visibility of at least ${jumpWeather.minVisibilityKm} km, wind under ${jumpWeather.maxWindMs} m/s and no rain. Weather, air traffic restrictions, technical problems with the aircraft and other circumstances beyond our control count as force majeure.`,
          `If your jump cannot go ahead because of the weather or other force majeure, you can make it up on another date within ${lim.forceMajeureMakeUpMonths} months of the original date, at no extra cost. We schedule the new date with you. If we cannot offer you a date within those ${lim.forceMajeureMakeUpMonths} months, we refund you.`,
        ],
      },
      {
        title: '5. Right of withdrawal, cancellation and refunds',
        paragraphs: [
          'You book a jump, demonstration or event for a fixed date. You therefore have no right of withdrawal (cooling-off period): Dutch law exempts leisure services on a specific date from it (article 6:230p, under f, of the Dutch Civil Code).',
          'If you cancel, we do not refund your payment. If you cannot come, tell us as early as possible: we will try to move your booking to another date, and a tandem jump may be transferred to someone else who meets the requirements in article 3.',
          'If we cancel for a reason within our control, you choose: a new date or your money back. If your jump cannot go ahead because of the weather or other force majeure, article 4 applies.',
        ],
      },
      {
        title: '6. Demonstrations, events and media',
        paragraphs: [
          `For demonstrations and event work we need ${leadWeeks.en.demonstrationsAndMedia} weeks to arrange permits, air traffic control and the safety plan. The organiser provides a landing area that meets our requirements and access for our team; the team leader may stop a jump at any moment for safety reasons.`,
          `Photo and video are delivered within ${b.durations.mediaDeliveryHours} hours of the jump unless agreed otherwise. You may use the material for personal purposes; commercial use requires our written agreement.`,
        ],
      },
      {
        title: '7. Liability',
        paragraphs: [
          'Skydiving carries inherent risks, which you accept by taking part. Our liability is limited to the amount paid out by our insurance in the case concerned, and never exceeds that. We are not liable for indirect damage, or for damage caused by incorrect information given by you.',
          'Nothing in these terms limits our liability for damage caused by intent or deliberate recklessness on the part of us or our managers.',
        ],
      },
      {
        title: '8. Complaints',
        paragraphs: [
          `Please report a complaint preferably within ${lim.complaintWithinDays} days, and in any case within ${inWords(complaintLatestMonths, 'en')} months of discovering the problem. Do so in writing, by e-mail to ${b.email} or by post to our address. We confirm receipt and handle every complaint within ${lim.complaintHandledWithinDays} days.`,
        ],
      },
      {
        title: '9. Applicable law and disputes',
        paragraphs: [
          `Dutch law applies to these terms and every agreement with us. Disputes that we cannot resolve together are submitted to the district court of ${court.district} (rechtbank ${court.district}, sitting in ${court.seat}), unless the law requires another court. As a consumer, you may also take a dispute to the court of your own place of residence.`,
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy policy',
    intro: `${b.legalName} handles your personal data carefully and in line with the General Data Protection Regulation (GDPR). This policy explains what we collect, why, how long we keep it and what your rights are.`,
    sections: [
      {
        title: '1. Who is responsible',
        paragraphs: [
          `${b.legalName}, ${address}, Chamber of Commerce ${b.chamberOfCommerce}, VAT ${b.vatNumber}, is the controller of your personal data. You can reach us at ${b.email} or ${b.phone.display}.`,
        ],
      },
      {
        title: '2. What we collect',
        paragraphs: ['We only collect what we need to answer you and to deliver our services:'],
        list: [
          'Enquiries and bookings: name, e-mail address, phone number, the service and dates you ask about, your message, and for jumpers age, weight and, if you fill it in, medical information.',
          'Newsletter: your name and e-mail address, when you sign up.',
          'Chat: the messages you send, your name if you give it, and the e-mail address you give for the transcript. We first send that address a link to confirm it; the transcript follows only after you confirm.',
          'Website use: anonymous technical data needed to serve the site, and analytics data only if you allow analytics cookies.',
        ],
      },
      {
        title: '3. Why we use it',
        paragraphs: [
          'We use your data to answer your questions, prepare quotes, plan and deliver jumps, demonstrations and media work (performance of a contract), to meet our legal bookkeeping and tax obligations (legal obligation), to keep the website secure (legitimate interest), and to send newsletters and measure site use (consent). We use medical information only with your explicit consent (see below).',
        ],
      },
      {
        title: '4. Medical information',
        paragraphs: [
          'If you fill in medical information when you request a tandem jump, such as back or heart conditions, this is data about your health: a special category of personal data (article 9 GDPR). We use it for one purpose: to make your jump safe, by letting the instructor know what to take into account.',
          'We process it only with your explicit consent. You give it with the separate box beside the field; without that tick, your request is not sent and we keep nothing of it. You can withdraw your consent at any time by e-mailing us; we then delete your medical information.',
          `Only staff who sign in to our back office with two-factor authentication can read it; it is not in any e-mail. We delete it automatically ${retention.medicalAfterJumpDays} days after the jump date you give, or ${retention.medicalWithoutDateDays} days after your request if you give no date. We keep the rest of your request as described below.`,
        ],
      },
      {
        title: '5. How long we keep it',
        paragraphs: ['We keep personal data no longer than needed, and delete or anonymise it afterwards:'],
        list: [
          `Customer data (enquiries, bookings, invoices): ${lim.retentionYears} years, the period Dutch tax law requires. Enquiries are deleted from our database automatically ${retention.enquiryYears} years after they arrive.`,
          `Medical information: ${retention.medicalAfterJumpDays} days after the jump date, or ${retention.medicalWithoutDateDays} days after your request if you give no date; after that we erase it automatically.`,
          `Marketing data (newsletter): until you withdraw your consent, for example with the unsubscribe link in every newsletter; ${retention.unsubscribedDays} days later your name and e-mail address are erased automatically. A sign-up you never confirm is erased ${retention.unconfirmedDays} days after we sent the confirmation e-mail.`,
          `Analytics data: the usage events in our own database for ${analyticsRetentionMonths} months, after which they are deleted automatically; Google Analytics cookies as long as described in our cookie policy.`,
          `Chat conversations: ${chatRetentionDays} days after the last message, after which they are deleted automatically, and so is the confirmation of your e-mail address once no conversation uses it. A conversation that becomes a quote request is kept as customer data.`,
          `Limits on how often forms, chat messages and usage events can be sent: we count them per IP address and per e-mail address typed, and delete those counts within ${inWords(retention.rateLimitWithinHours, 'en')} hours. To stop the site being used to send mail to strangers, we also count the confirmation e-mails sent to each address, and delete those counts after ${inWords(retention.recipientMailDays, 'en')} days.`,
        ],
      },
      {
        title: '6. Who we share it with',
        paragraphs: [
          'We never sell your data. We share it only with processors that help us run our services (hosting, database, e-mail delivery, Google for the chat assistant and, with your consent, Google Analytics), under a data processing agreement, and with authorities when the law requires it. Where a processor is outside the European Economic Area, we rely on the safeguards the GDPR provides.',
          "The chat assistant's answers are written by Google's Gemini service when it is available. We send Google the messages of the conversation and the language of the page, never your name or e-mail address. Under Google's terms for paid use, Google may not use them to improve its products. When Gemini is not in use, our own system answers from the information on this site.",
        ],
      },
      {
        title: '7. Security',
        paragraphs: [
          'The website uses an encrypted connection (HTTPS). Access to enquiries is limited to a few staff members who sign in with two-factor authentication.',
        ],
      },
      {
        title: '8. Your rights',
        paragraphs: [
          `You have the right to access, correct or delete your data, to restrict or object to its use, to receive it in a portable form, and to withdraw your consent at any time. Send your request to ${b.email}; we answer within one month. If you are not satisfied with how we handle your data, you may complain to the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).`,
        ],
      },
    ],
  },

  'cookie-policy': {
    title: 'Cookie policy',
    intro: `This website uses a few small files and browser storage entries. Some are needed for the site to work; others are used only when you allow them. This policy lists them all.`,
    sections: [
      {
        title: '1. Essential (always on)',
        paragraphs: [
          'These entries are stored in your browser\u2019s local storage, not sent to anyone, and are needed to remember your choices:',
        ],
        list: [
          `${storageKeys.consent}: your cookie choices, so the banner does not ask again.`,
          `${storageKeys.language}: your language, English or Dutch.`,
          `${storageKeys.theme}: light, dark or system colour theme.`,
          `${storageKeys.bookingWidget}: whether the booking shortcuts are minimised.`,
        ],
      },
      {
        title: '2. Analytics (only with your consent)',
        paragraphs: [
          `With your consent we use Google Analytics to see how visitors use the site, so we can improve it. It places the cookies ${analyticsCookies.join(', ')}: _ga and _ga_* keep a visit count for up to two years, _gid for 24 hours, and _gat limits the request rate for one minute. IP addresses are shortened. None of these cookies are placed before you consent, and they are deleted when you withdraw it.`,
          `With the same consent the site also records anonymous usage events in our own database: the page, the language, buttons and forms used, and loading times. They are not linked to you and place no cookies. We delete them automatically after ${analyticsRetentionMonths} months.`,
        ],
      },
      {
        title: '3. Marketing (only with your consent)',
        paragraphs: [
          'This category lets you decide in advance about cookies used to measure campaigns. We place none at the moment. Advertising storage, sharing of user data for advertising and ad personalisation always stay off.',
        ],
      },
      {
        title: '4. Changing your choice',
        paragraphs: [
          'When you first visit, a banner lets you accept all cookies, reject the non-essential ones or choose per category. You can change or withdraw your consent at any time through the cookie settings on this website, or by deleting this site\u2019s cookies and stored data in your browser; the banner then asks again.',
          `Questions about cookies? E-mail ${b.email}. Our privacy policy explains how we handle personal data.`,
        ],
      },
    ],
  },
};
